import { describe, expect, it } from 'vitest';
import { cleanCode, isCompleteCode } from './code-input';

describe('cleanCode', () => {
  it('upper-cases and drops spaces and dashes', () => {
    expect(cleanCode(' ab3 k-7q ')).toBe('AB3K7Q');
    expect(cleanCode('AB3-K7Q')).toBe('AB3K7Q');
  });

  it('reads a missing query parameter as an empty code', () => {
    expect(cleanCode(null)).toBe('');
    expect(cleanCode(undefined)).toBe('');
  });
});

describe('isCompleteCode', () => {
  it('wants 6 characters once cleaned', () => {
    expect(isCompleteCode('ab3 k7q')).toBe(true);
    expect(isCompleteCode('AB3K7')).toBe(false);
    expect(isCompleteCode('AB3K7QX')).toBe(false);
  });
});
