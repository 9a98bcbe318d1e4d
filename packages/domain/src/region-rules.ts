// Zod-free on purpose: the web's first screen needs these rules without loading zod.
export const REGIONS = ['eu-west-3', 'us-east-1'] as const;
export type Region = (typeof REGIONS)[number];

/** The region used when nothing says otherwise (no token, no country). */
export const DEFAULT_REGION: Region = 'eu-west-3';

/** France and its overseas territories (SPEC §9). */
// biome-ignore format: compact data table
export const FRENCH_OVERSEAS = ['FR', 'GF', 'PF', 'TF', 'GP', 'MQ', 'YT', 'NC', 'RE', 'BL', 'MF', 'PM', 'WF'] as const;

/** European countries and territories, all served from eu-west-3. */
// biome-ignore format: compact data table
const EUROPE = [
  'AD', 'AL', 'AT', 'AX', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FO', 'GB', 'GG',
  'GI', 'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT', 'JE', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL',
  'NO', 'PL', 'PT', 'RO', 'RS', 'SE', 'SI', 'SJ', 'SK', 'SM', 'UA', 'VA', 'XK',
] as const;

const EU_WEST_3 = new Set<string>([...FRENCH_OVERSEAS, ...EUROPE]);

/** True when the value is one of our data regions. */
export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** The data region holding the accounts of a country (ISO 3166-1 alpha-2). */
export function regionOfCountry(country: string): Region {
  return EU_WEST_3.has(country.toUpperCase()) ? 'eu-west-3' : 'us-east-1';
}

export const CURRENCIES = ['USD', 'CAD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', CAD: '$', EUR: '€' };

export type CountryGroup = 'EURO' | 'NORTH_AMERICA' | 'OTHER';

/** The pricing group of a country: France, its overseas territories and Belgium; the US and Canada; the rest. */
export function countryGroupOf(country: string): CountryGroup {
  const code = country.toUpperCase();
  if (code === 'BE' || (FRENCH_OVERSEAS as readonly string[]).includes(code)) return 'EURO';
  if (code === 'US' || code === 'CA') return 'NORTH_AMERICA';
  return 'OTHER';
}

/** The currency a country pays in: CAD in Canada, EUR in Europe, USD elsewhere. */
export function currencyOfCountry(country: string): Currency {
  const code = country.toUpperCase();
  if (code === 'CA') return 'CAD';
  return regionOfCountry(code) === 'eu-west-3' ? 'EUR' : 'USD';
}
