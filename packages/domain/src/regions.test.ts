import { describe, expect, it } from 'vitest';
import { countryGroupOf, currencyOfCountry, FRENCH_OVERSEAS, isRegion, regionOfCountry } from './regions.js';

describe('regionOfCountry', () => {
  it('keeps France, its overseas territories and Europe in eu-west-3', () => {
    for (const code of [...FRENCH_OVERSEAS, 'BE', 'DE', 'GB', 'CH']) expect(regionOfCountry(code)).toBe('eu-west-3');
  });
  it('sends North America and the rest of the world to us-east-1', () => {
    for (const code of ['US', 'CA', 'MX', 'JP', 'SN', 'BR']) expect(regionOfCountry(code)).toBe('us-east-1');
  });
  it('accepts lower-case codes', () => expect(regionOfCountry('re')).toBe('eu-west-3'));
});

describe('currency and group', () => {
  it('prices the US in USD, Canada in CAD, the euro group in EUR', () => {
    expect(currencyOfCountry('US')).toBe('USD');
    expect(currencyOfCountry('CA')).toBe('CAD');
    expect(currencyOfCountry('GP')).toBe('EUR');
    expect(currencyOfCountry('BE')).toBe('EUR');
  });
  it('groups France, overseas and Belgium together, and the US with Canada', () => {
    expect(countryGroupOf('NC')).toBe('EURO');
    expect(countryGroupOf('BE')).toBe('EURO');
    expect(countryGroupOf('CA')).toBe('NORTH_AMERICA');
    expect(countryGroupOf('DE')).toBe('OTHER');
  });
  it('knows only its two regions', () => {
    expect(isRegion('eu-west-3')).toBe(true);
    expect(isRegion('eu-west-1')).toBe(false);
    expect(isRegion(undefined)).toBe(false);
  });
});
