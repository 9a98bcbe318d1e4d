import { FRENCH_OVERSEAS, regionOfCountry } from '@plume/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { countryOfFrenchPostalCode } from './countries.js';
import { loadShippedDirectory } from './index.js';
import type { PlaceRecord, SchoolRecord } from './types.js';
import { isValidUai } from './uai.js';

let places: PlaceRecord[];
let schools: SchoolRecord[];
const placeKeys = new Set<string>();

beforeAll(async () => {
  ({ places, schools } = await loadShippedDirectory());
  for (const place of places) placeKeys.add(`${place.country}|${place.zipCode}|${place.city}`);
});

const FRENCH_GROUP = new Set<string>(FRENCH_OVERSEAS);

describe('shipped places', () => {
  it('has places in France, Belgium, the United States and Canada', () => {
    for (const country of ['FR', 'BE', 'US', 'CA']) {
      expect(places.filter((place) => place.country === country).length, country).toBeGreaterThan(country === 'BE' ? 100 : 1000);
    }
  });

  it('has places in at least five overseas territories', () => {
    const overseas = new Set(
      places.filter((place) => place.country !== 'FR' && FRENCH_GROUP.has(place.country)).map((place) => place.country),
    );
    expect(overseas.size).toBeGreaterThanOrEqual(5);
    for (const country of ['GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'WF', 'PF', 'NC']) expect(overseas, country).toContain(country);
  });

  it('files French overseas postal codes under the territory', () => {
    const misfiled = places.filter(
      (place) => FRENCH_GROUP.has(place.country) && place.country !== countryOfFrenchPostalCode(place.zipCode),
    );
    expect(misfiled).toEqual([]);
    expect(placeKeys).toContain('RE|97411|Saint-Paul');
    expect(placeKeys).toContain('GP|97139|Les Abymes');
    expect(placeKeys).toContain('BL|97133|Saint-Barthélemy');
    expect(placeKeys).toContain('MF|97150|Saint-Martin');
    expect(placeKeys).toContain('NC|98800|Nouméa');
    expect(placeKeys).toContain('FR|69003|Lyon');
  });

  it('has well-formed, distinct rows', () => {
    expect(placeKeys.size).toBe(places.length);
    const zipFormat: Record<string, RegExp> = { BE: /^\d{4}$/, US: /^\d{5}$/, CA: /^[A-Z]\d[A-Z]$/ };
    const malformed = places.filter(
      (place) =>
        !/^[A-Z]{2}$/.test(place.country) || !(zipFormat[place.country] ?? /^\d{5}$/).test(place.zipCode) || place.city.trim() === '',
    );
    expect(malformed).toEqual([]);
  });

  it('only has countries of the euro and North America groups', () => {
    for (const country of new Set(places.map((place) => place.country))) {
      expect(['eu-west-3', 'us-east-1']).toContain(regionOfCountry(country));
      expect(country === 'BE' || country === 'US' || country === 'CA' || FRENCH_GROUP.has(country)).toBe(true);
    }
  });
});

describe('shipped sample schools', () => {
  it('has a few hundred French schools, overseas ones included, and some in BE, US and CA', () => {
    const french = schools.filter((school) => FRENCH_GROUP.has(school.country));
    expect(french.length).toBeGreaterThanOrEqual(300);
    expect(french.length).toBeLessThanOrEqual(500);
    expect(new Set(french.map((school) => school.country)).size).toBeGreaterThanOrEqual(5);
    for (const country of ['BE', 'US', 'CA']) expect(schools.filter((school) => school.country === country).length, country).toBe(20);
  });

  it('gives every French school a valid, unique UAI whose prefix is its département', () => {
    const french = schools.filter((school) => FRENCH_GROUP.has(school.country));
    for (const school of french) {
      expect(school.publicId, school.name).not.toBeNull();
      expect(isValidUai(school.publicId ?? ''), school.publicId ?? '').toBe(true);
      const prefix = (school.publicId ?? '').slice(0, 3);
      if (school.country === 'FR') {
        const departement = school.zipCode.slice(0, 2);
        if (departement === '20') expect(['620', '720']).toContain(prefix);
        else expect(prefix).toBe(`0${departement}`);
      } else {
        expect(prefix).toBe(school.zipCode.slice(0, 3));
      }
    }
    expect(new Set(french.map((school) => school.publicId)).size).toBe(french.length);
  });

  it('has no official code outside France', () => {
    for (const school of schools.filter((s) => !FRENCH_GROUP.has(s.country))) expect(school.publicId).toBeNull();
  });

  it('places every school at a shipped place', () => {
    for (const school of schools) {
      expect(placeKeys, `${school.name} ${school.zipCode} ${school.city}`).toContain(`${school.country}|${school.zipCode}|${school.city}`);
      expect(school.name.trim()).not.toBe('');
      expect(school.address.trim()).not.toBe('');
    }
  });
});
