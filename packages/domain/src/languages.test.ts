import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages.js';

describe('resolveLanguage', () => {
  it('prefers the lng query parameter over everything', () => {
    expect(resolveLanguage({ query: 'fr', stored: 'en', browser: ['en-US'] })).toBe('fr');
  });
  it('uses the stored preference when there is no query parameter', () => {
    expect(resolveLanguage({ query: null, stored: 'fr', browser: ['en-US'] })).toBe('fr');
  });
  it('falls back to the browser language', () => {
    expect(resolveLanguage({ browser: ['fr-CA', 'en'] })).toBe('fr');
  });
  it('turns anything other than French into English', () => {
    expect(resolveLanguage({ query: 'de' })).toBe('en');
    expect(resolveLanguage({ stored: 'es', browser: ['fr-FR'] })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });
  it('ignores empty values', () => {
    expect(resolveLanguage({ query: '', stored: ' ', browser: ['fr'] })).toBe('fr');
  });
});
