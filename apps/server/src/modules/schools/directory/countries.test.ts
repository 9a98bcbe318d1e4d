import { describe, expect, it } from 'vitest';
import { canadianProvinceOf, countryOfFrenchPostalCode } from './countries.js';

describe('countryOfFrenchPostalCode', () => {
  it('files overseas postal codes under their own ISO code', () => {
    expect(countryOfFrenchPostalCode('69003')).toBe('FR');
    expect(countryOfFrenchPostalCode('20000')).toBe('FR');
    expect(countryOfFrenchPostalCode('97139')).toBe('GP');
    expect(countryOfFrenchPostalCode('97133')).toBe('BL');
    expect(countryOfFrenchPostalCode('97150')).toBe('MF');
    expect(countryOfFrenchPostalCode('97200')).toBe('MQ');
    expect(countryOfFrenchPostalCode('97300')).toBe('GF');
    expect(countryOfFrenchPostalCode('97400')).toBe('RE');
    expect(countryOfFrenchPostalCode('97500')).toBe('PM');
    expect(countryOfFrenchPostalCode('97600')).toBe('YT');
    expect(countryOfFrenchPostalCode('98600')).toBe('WF');
    expect(countryOfFrenchPostalCode('98714')).toBe('PF');
    expect(countryOfFrenchPostalCode('98800')).toBe('NC');
  });
});

describe('canadianProvinceOf', () => {
  it('reads the province from the first letter', () => {
    expect(canadianProvinceOf('H2X')).toBe('QC');
    expect(canadianProvinceOf('M5V')).toBe('ON');
    expect(canadianProvinceOf('V6B')).toBe('BC');
    expect(canadianProvinceOf('X0A')).toBe('NU');
    expect(canadianProvinceOf('X1A')).toBe('NT');
    expect(canadianProvinceOf('D1A')).toBeUndefined();
  });
});
