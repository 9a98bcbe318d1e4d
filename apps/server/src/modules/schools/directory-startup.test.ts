import { regionOfCountry } from '@plume/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authAs, buildTestApp, seedUser, testDatabases } from '../../../test/helpers.js';
import { places, schools } from '../../db/schema/index.js';
import { loadDirectoryIntoEmptyRegions } from './directory-startup.js';

describe('shipped directory at start', () => {
  it('fills each empty region with its own countries only, once, and makes them searchable', async () => {
    const regions = await testDatabases();
    expect(await loadDirectoryIntoEmptyRegions(regions)).toEqual(['eu-west-3', 'us-east-1']);
    expect(await loadDirectoryIntoEmptyRegions(regions)).toEqual([]);
    for (const [region, { db }] of Object.entries(regions)) {
      const countries = await db.selectDistinct({ country: places.country }).from(places);
      expect(countries.length).toBeGreaterThan(0);
      for (const { country } of countries) expect(regionOfCountry(country)).toBe(region);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(schools);
      if (region === 'eu-west-3') expect(count?.n).toBeGreaterThan(100);
    }
    const app = await buildTestApp();
    const ana = await seedUser();
    const res = await app.inject({
      method: 'GET',
      url: '/api/eu-west-3/schools/search',
      query: { country: 'FR', q: '75001' },
      headers: authAs(ana),
    });
    expect(res.json().places.map((place: { city: string }) => place.city)).toContain('Paris');
  }, 60_000);
});
