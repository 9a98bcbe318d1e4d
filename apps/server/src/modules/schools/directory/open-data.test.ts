import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseFrenchSchoolDirectoryCsv } from './open-data.js';

const fixture = () => readFile(new URL('./fixtures/annuaire-education-sample.csv', import.meta.url), 'utf8');

describe('parseFrenchSchoolDirectoryCsv', () => {
  it('keeps the schools of the fixture, in order, and skips other establishments and closed schools', async () => {
    const schools = parseFrenchSchoolDirectoryCsv(await fixture());
    expect(schools.map((school) => school.publicId)).toEqual(['0691234S', '0751234J', '9741234Y', '0010856A']);
  });

  it('reads the first column despite the byte-order mark, and quoted fields with semicolons and quotes', async () => {
    const [lyon, paris] = parseFrenchSchoolDirectoryCsv(await fixture());
    expect(lyon).toEqual({
      publicId: '0691234S',
      name: 'Ecole primaire publique Jean Jaurès; site B',
      country: 'FR',
      zipCode: '69003',
      city: 'Lyon',
      address: '12 rue Jean Jaurès',
    });
    expect(paris?.name).toBe('Ecole maternelle "Les Lilas"');
  });

  it('files overseas schools under their territory, restores leading zeros, falls back to the second address line', async () => {
    const schools = parseFrenchSchoolDirectoryCsv(await fixture());
    expect(schools[2]).toMatchObject({ country: 'RE', zipCode: '97411', city: 'Saint-Paul' });
    expect(schools[3]).toMatchObject({ zipCode: '01000', address: 'Lieu-dit Le Bourg', city: 'Bourg-en-Bresse' });
  });

  it('accepts lowercase headers, LF line ends and no BOM', () => {
    const csv = [
      'identifiant_de_l_etablissement;nom_etablissement;type_etablissement;adresse_1;code_postal;nom_commune',
      '0010856A;École du Bourg;École;1 place de la Mairie;01000;Bourg-en-Bresse',
      '0010856A;Collège du Bourg;Collège;1 place de la Mairie;01000;Bourg-en-Bresse',
    ].join('\n');
    expect(parseFrenchSchoolDirectoryCsv(csv)).toEqual([
      {
        publicId: '0010856A',
        name: 'École du Bourg',
        country: 'FR',
        zipCode: '01000',
        city: 'Bourg-en-Bresse',
        address: '1 place de la Mairie',
      },
    ]);
  });

  it('returns nothing for an empty file', () => {
    expect(parseFrenchSchoolDirectoryCsv('')).toEqual([]);
  });
});
