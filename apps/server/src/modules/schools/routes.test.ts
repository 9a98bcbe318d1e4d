import { describe, expect, it } from 'vitest';
import { authAs, buildTestApp, seedSchool, seedUser, testDatabases } from '../../../test/helpers.js';
import { places, schools } from '../../db/schema/index.js';
import { seedDirectory, upsertDirectorySchools } from './directory-seed.js';

const base = '/api/eu-west-3';

const directory = {
  places: [
    { country: 'FR', zipCode: '69003', city: 'Lyon' },
    { country: 'FR', zipCode: '69100', city: 'Villeurbanne' },
    { country: 'FR', zipCode: '97400', city: 'Saint-Denis' },
    { country: 'RE', zipCode: '97410', city: 'Saint-Pierre' },
    { country: 'FR', zipCode: '06000', city: 'Nice' },
    { country: 'FR', zipCode: '38000', city: 'Grenoble' },
    { country: 'US', zipCode: '02139', city: 'Cambridge' },
  ],
  schools: [
    {
      publicId: '0691234A',
      name: 'École élémentaire Jean Macé',
      country: 'FR',
      zipCode: '69003',
      city: 'Lyon',
      address: '3 rue Bâtonnier',
    },
    {
      publicId: '0691235B',
      name: 'École maternelle Gratte-Ciel',
      country: 'FR',
      zipCode: '69100',
      city: 'Villeurbanne',
      address: '1 place Lazare Goujon',
    },
    { publicId: null, name: 'Maple School', country: 'US', zipCode: '02139', city: 'Cambridge', address: '1 Main St' },
  ],
};

describe('school directory', () => {
  it('loads only the countries of the region, once, and searches by UAI, zip prefix and words without accents', async () => {
    const app = await buildTestApp();
    const { db } = (await testDatabases())['eu-west-3'];
    expect(await seedDirectory(db, 'eu-west-3', directory)).toEqual({ places: 6, schools: 2 });
    expect(await seedDirectory(db, 'eu-west-3', directory)).toEqual({ places: 0, schools: 0 });
    expect((await db.select().from(places)).some((place) => place.country === 'US')).toBe(false);
    const ana = await seedUser();
    const search = async (q: string, country = 'FR') =>
      (await app.inject({ method: 'GET', url: `${base}/schools/search`, query: { country, q }, headers: authAs(ana) })).json();
    expect((await search('0691235b')).schools.map((school: { name: string }) => school.name)).toEqual(['École maternelle Gratte-Ciel']);
    const byZip = await search('69');
    expect(byZip.schools).toHaveLength(2);
    expect(byZip.places.map((place: { city: string }) => place.city)).toEqual(['Lyon', 'Villeurbanne']);
    expect((await search('ECOLE jean mace')).schools.map((school: { publicId: string }) => school.publicId)).toEqual(['0691234A']);
    expect((await search('batonnier')).schools).toHaveLength(1);
    expect((await search('villeur')).places).toEqual([{ country: 'FR', zipCode: '69100', city: 'Villeurbanne' }]);
    expect((await search('saint-pierre', 'RE')).places).toHaveLength(1);
    const bad = await app.inject({ method: 'GET', url: `${base}/schools/search`, query: { country: 'XX', q: '' }, headers: authAs(ana) });
    expect(bad.json().code).toBe('INVALID_FORM');
  });

  it('creates a school at a known place, found by colleagues of the region; refuses bad ones with §8 codes', async () => {
    const app = await buildTestApp();
    await seedSchool({ zipCode: '38000', city: 'Grenoble' });
    await seedSchool({ region: 'us-east-1', zipCode: '10001', city: 'New York' });
    const ana = await seedUser();
    const ben = await seedUser();
    const payload = { name: 'École des Alpes', country: 'FR', zipCode: '38000', city: 'grenoble', address: '5 avenue Alsace' };
    const post = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `${base}/schools`, headers: authAs(ana), payload: body });
    const created = await post(payload);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'École des Alpes', city: 'Grenoble', source: 'USER', publicId: null });
    const found = await app.inject({
      method: 'GET',
      url: `${base}/schools/search`,
      query: { country: 'FR', q: 'alpes' },
      headers: authAs(ben),
    });
    expect(found.json().schools.map((school: { id: string }) => school.id)).toEqual([created.json().id]);
    expect((await post({ ...payload, name: ' ' })).json().code).toBe('SCHOOL_REQUIRED');
    expect((await post({ ...payload, city: '' })).json().code).toBe('CITY_REQUIRED');
    expect((await post({ ...payload, zipCode: '38999' })).json().code).toBe('SCHOOL_IS_NOT_VALID');
    const country = await post({ ...payload, country: 'US' });
    expect(country.json()).toMatchObject({ code: 'WRONG_COUNTRY_REGION', context: { country: 'US', region: 'us-east-1' } });
    const city = await post({ ...payload, country: 'BE', zipCode: '10001', city: 'New York' });
    expect(city.json()).toMatchObject({ code: 'WRONG_CITY_REGION', context: { country: 'US', region: 'us-east-1' } });
    expect((await post({ ...payload, country: 'ZZ' })).json().code).toBe('INVALID_FORM');
    const { db } = (await testDatabases())['us-east-1'];
    expect((await db.select().from(schools)).some((school) => school.name === 'École des Alpes')).toBe(false);
  });

  it('upserts open-data schools by public id: loading twice adds nothing and updates names', async () => {
    const { db } = (await testDatabases())['eu-west-3'];
    const record = { publicId: '0330001A', name: 'École A', country: 'FR', zipCode: '33000', city: 'Bordeaux', address: '1 cours X' };
    await upsertDirectorySchools(db, [record, { ...record, publicId: '0330002B' }]);
    await upsertDirectorySchools(db, [{ ...record, name: 'École Alpha' }]);
    const rows = (await db.select().from(schools)).filter((row) => row.zipCode === '33000');
    expect(rows.map((row) => [row.publicId, row.name]).sort()).toEqual([
      ['0330001A', 'École Alpha'],
      ['0330002B', 'École A'],
    ]);
  });
});
