import { describe, expect, it } from 'vitest';
import { isValidUai, makeUai, uaiCheckLetter, uaiDepartementPrefix } from './uai.js';

describe('UAI check letter', () => {
  it('matches real UAIs', () => {
    // Lycée professionnel privé Sainte-Geneviève, Courbevoie (ministry open data, closed establishments list).
    expect(uaiCheckLetter('0921921')).toBe('N');
    expect(isValidUai('0921921N')).toBe(true);
    // Lycée Henri-IV, collège Henri-IV and lycée Louis-le-Grand, Paris; lycée du Parc, Lyon.
    expect(isValidUai('0750654D')).toBe(true);
    expect(isValidUai('0752526N')).toBe(true);
    expect(isValidUai('0750655E')).toBe(true);
    expect(isValidUai('0690026D')).toBe(true);
    // A UAI used in a public validation test suite (department 001, Ain).
    expect(isValidUai('0010856A')).toBe(true);
  });

  it('uses the 23-letter alphabet without I, O and Q', () => {
    expect(uaiCheckLetter('0000000')).toBe('A');
    expect(uaiCheckLetter('0000008')).toBe('J');
    expect(uaiCheckLetter('0000013')).toBe('P');
    expect(uaiCheckLetter('0000022')).toBe('Z');
    expect(uaiCheckLetter('0000023')).toBe('A');
  });

  it('rejects wrong letters, lowercase and malformed codes', () => {
    expect(isValidUai('0921921M')).toBe(false);
    expect(isValidUai('0921921n')).toBe(false);
    expect(isValidUai('092192N')).toBe(false);
    expect(isValidUai('0921921NN')).toBe(false);
    expect(isValidUai('')).toBe(false);
    expect(() => uaiCheckLetter('12345')).toThrow();
  });

  it('builds UAIs and département prefixes', () => {
    expect(makeUai('0751234')).toBe('0751234J');
    expect(uaiDepartementPrefix('69')).toBe('069');
    expect(uaiDepartementPrefix('2A')).toBe('620');
    expect(uaiDepartementPrefix('2B')).toBe('720');
    expect(uaiDepartementPrefix('974')).toBe('974');
  });
});
