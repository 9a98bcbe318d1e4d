/**
 * Parser for the French education ministry's "Annuaire de l'éducation" CSV export (data.education.gouv.fr, dataset
 * fr-en-annuaire-education): semicolon-separated, one row per school or other establishment. Only primary schools
 * (Type_etablissement "Ecole") are kept. Pure: the caller reads the file and stores the records.
 */
import { parse } from 'csv-parse/sync';
import { countryOfFrenchPostalCode } from './countries.js';
import type { SchoolRecord } from './types.js';

/** The export's column names (compared without regard to case, as other exports of the same data lowercase them). */
export const ANNUAIRE_COLUMNS = {
  publicId: 'Identifiant_de_l_etablissement',
  name: 'Nom_etablissement',
  type: 'Type_etablissement',
  address1: 'Adresse_1',
  address2: 'Adresse_2',
  address3: 'Adresse_3',
  zipCode: 'Code_postal',
  city: 'Nom_commune',
  state: 'etat',
} as const;

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

function squeeze(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The schools of an Annuaire de l'éducation CSV export. Tolerates a byte-order mark, quoted fields (with semicolons
 * or doubled quotes inside), CRLF line ends, and postal codes that lost their leading zero in a spreadsheet.
 * Rows of another type, closed establishments, and rows without a name or postal code are skipped.
 */
export function parseFrenchSchoolDirectoryCsv(csvText: string): SchoolRecord[] {
  const rows = parse(csvText, {
    bom: true,
    delimiter: ';',
    columns: (header: string[]) => header.map((name) => fold(name)),
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
  }) as Record<string, string | undefined>[];
  const column = (row: Record<string, string | undefined>, name: string) => squeeze(row[fold(name)]);

  const schools: SchoolRecord[] = [];
  for (const row of rows) {
    if (fold(column(row, ANNUAIRE_COLUMNS.type)) !== 'ecole') continue;
    if (fold(column(row, ANNUAIRE_COLUMNS.state)).startsWith('ferme')) continue;
    const name = column(row, ANNUAIRE_COLUMNS.name);
    const rawZip = column(row, ANNUAIRE_COLUMNS.zipCode).replace(/\s/g, '');
    if (!name || !/^\d{4,5}$/.test(rawZip)) continue;
    const zipCode = rawZip.padStart(5, '0');
    const publicId = column(row, ANNUAIRE_COLUMNS.publicId).toUpperCase() || null;
    const address =
      column(row, ANNUAIRE_COLUMNS.address1) || column(row, ANNUAIRE_COLUMNS.address2) || column(row, ANNUAIRE_COLUMNS.address3);
    schools.push({
      publicId,
      name,
      country: countryOfFrenchPostalCode(zipCode),
      zipCode,
      city: column(row, ANNUAIRE_COLUMNS.city),
      address,
    });
  }
  return schools;
}
