/**
 * French postal codes of the overseas territories start with 97 or 98. Each territory has its own ISO 3166-1 code,
 * which is the country the directory files it under (SPEC §9 lists them with France in the euro group).
 */
// biome-ignore format: compact data table
const OVERSEAS_BY_POSTAL_PREFIX: ReadonlyArray<readonly [prefix: string, country: string]> = [
  ['97133', 'BL'], // Saint-Barthélemy (its postal code sits inside Guadeloupe's range)
  ['97150', 'MF'], // Saint-Martin (same)
  ['971', 'GP'], // Guadeloupe
  ['972', 'MQ'], // Martinique
  ['973', 'GF'], // Guyane
  ['974', 'RE'], // La Réunion
  ['975', 'PM'], // Saint-Pierre-et-Miquelon
  ['976', 'YT'], // Mayotte
  ['984', 'TF'], // Terres australes et antarctiques françaises
  ['986', 'WF'], // Wallis-et-Futuna
  ['987', 'PF'], // Polynésie française
  ['988', 'NC'], // Nouvelle-Calédonie
];

/** The ISO country of a French postal code: FR, or the overseas territory's own code. */
export function countryOfFrenchPostalCode(zipCode: string): string {
  for (const [prefix, country] of OVERSEAS_BY_POSTAL_PREFIX) {
    if (zipCode.startsWith(prefix)) return country;
  }
  return 'FR';
}

/** Canadian provinces and territories by the first letter of the postal code (Canada Post's postal districts). */
// biome-ignore format: compact data table
const CANADA_PROVINCE_BY_LETTER: Readonly<Record<string, string>> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};

/**
 * The province of a Canadian postal code or forward sortation area. X covers both the Northwest Territories and
 * Nunavut (X0A, X0B, X0C are Nunavut).
 */
export function canadianProvinceOf(postalCode: string): string | undefined {
  const fsa = postalCode.toUpperCase();
  if (/^X0[ABC]/.test(fsa)) return 'NU';
  return CANADA_PROVINCE_BY_LETTER[fsa.charAt(0)];
}
