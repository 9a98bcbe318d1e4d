import type { Language } from '@plume/domain';
import { format, type Locale } from 'date-fns';

/** The date formats of SPEC §9, per UI language; screens pick one by name, never write a pattern. */
export const DATE_FORMATS = {
  en: {
    short: 'MM/dd/yyyy',
    dayMonth: 'MMM do',
    dayMonthYear: 'MMM d, y',
    long: 'MMMM d, yyyy',
    weekday: 'EEE dd',
    monthYear: 'MMMM yyyy',
  },
  fr: {
    short: 'dd/MM/yyyy',
    dayMonth: 'd MMM',
    dayMonthYear: 'd MMM y',
    long: 'd MMMM yyyy',
    weekday: 'EEE dd',
    monthYear: 'MMMM yyyy',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type DateFormat = keyof (typeof DATE_FORMATS)['en'];

// English is date-fns' built-in locale; French is fetched on demand so it stays out of the first load.
const locales: Partial<Record<Language, Locale>> = {};

/** Loads the date-fns locale of a language; resolves at once when it is already there. */
export async function loadDateLocale(language: Language): Promise<void> {
  if (language === 'fr' && !locales.fr) {
    locales.fr = (await import('date-fns/locale/fr')).fr;
  }
}

/** True when dates can be formatted in this language without waiting. */
export function isDateLocaleLoaded(language: Language): boolean {
  return language === 'en' || Boolean(locales[language]);
}

/** Formats a date (Date or ISO string) with one of the named formats of a language. */
export function formatDate(date: Date | string, kind: DateFormat, language: Language): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return format(value, DATE_FORMATS[language][kind], { locale: locales[language] });
}
