import { ERROR_CODES, LANGUAGE_STORAGE_KEY } from '@plume/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import { detectLanguage, i18n, initI18n, setLanguage } from './index';

/** Every leaf key of a nested translation object, as dotted paths. */
function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('have exactly the same keys in French and English', () => {
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
  });

  it('have a message for every error code and every field error, in both languages', () => {
    for (const words of [en, fr]) {
      for (const code of ERROR_CODES) expect(words.errors[code], code).toMatch(/\S/);
      expect(Object.keys(words.form).sort()).toEqual(['INVALID', 'MISMATCH', 'REQUIRED', 'TOO_LONG', 'TOO_SHORT']);
    }
  });

  it('name the country in the GLOBAL login error and the minimum in TOO_SHORT', () => {
    expect(i18n.t('errors.INVALID_USERNAME_OR_PASSWORD_GLOBAL', { country: 'Canada' })).toContain('Canada');
    expect(i18n.t('form.TOO_SHORT', { min: 8 })).toContain('8');
  });
});

describe('language resolution', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('takes ?lng first, then the stored choice, then the browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    expect(detectLanguage()).toBe('fr');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
    window.history.replaceState(null, '', '/login?lng=fr');
    expect(detectLanguage()).toBe('fr');
  });

  it('falls back to English for any other language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(detectLanguage()).toBe('en');
  });

  it('starts i18n in the detected language and sets <html lang>', () => {
    window.history.replaceState(null, '', '/login?lng=fr');
    initI18n(detectLanguage(), { en, fr });
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('login.title')).toBe('Connexion');
  });

  it('stores a switch and follows it in <html lang>', async () => {
    await setLanguage('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
