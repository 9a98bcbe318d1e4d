import { COUNTRY_CODES, type CountryCode, countryFromLocale, type Language } from '@plume/domain';

export interface CountryOption {
  code: CountryCode;
  name: string;
}

const optionsCache = new Map<Language, CountryOption[]>();
const namesCache = new Map<Language, Intl.DisplayNames>();

function displayNames(language: Language): Intl.DisplayNames {
  let names = namesCache.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    namesCache.set(language, names);
  }
  return names;
}

/** A country's name in the UI language (the code itself when the browser does not know it). */
export function countryName(code: string, language: Language): string {
  try {
    return displayNames(language).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country, named in the UI language and sorted as a speaker of it expects (é after e, not after z). */
export function countryOptions(language: Language): CountryOption[] {
  let options = optionsCache.get(language);
  if (!options) {
    const collator = new Intl.Collator(language, { sensitivity: 'base' });
    options = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => collator.compare(a.name, b.name));
    optionsCache.set(language, options);
  }
  return options;
}

/** The country the browser says it is in, if it says one. */
export function browserCountry(): CountryCode | undefined {
  for (const locale of [navigator.language, ...(navigator.languages ?? [])]) {
    const country = countryFromLocale(locale);
    if (country) return country;
  }
  return undefined;
}
