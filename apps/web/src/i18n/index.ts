import { LANGUAGE_STORAGE_KEY, type Language, normalizeLanguage, resolveLanguage } from '@plume/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './en.json';

export type Translations = typeof en;

export const i18n = i18next.createInstance();

// Each language is its own chunk: a visitor downloads the words of the language they read, not both.
const translationLoaders: Record<Language, () => Promise<{ default: Translations }>> = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};

/** The words of one language (fetched once; the import caches it). */
export async function loadTranslations(language: Language): Promise<Translations> {
  return (await translationLoaders[language]()).default;
}

/** The UI language from the URL (?lng), the stored preference and the browser, in that order (SPEC §1). */
export function detectLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policies): fall back to the browser.
  }
  return resolveLanguage({
    query: new URLSearchParams(window.location.search).get('lng'),
    stored,
    browser: navigator.languages,
  });
}

/** Starts i18next synchronously with the given words, so the first render is already translated. */
export function initI18n(language: Language, translations: Partial<Record<Language, Translations>>) {
  for (const [lng, words] of Object.entries(translations)) {
    if (i18n.isInitialized) i18n.addResourceBundle(lng, 'translation', words, true, true);
  }
  if (!i18n.isInitialized) {
    i18n.use(initReactI18next).init({
      resources: Object.fromEntries(Object.entries(translations).map(([lng, words]) => [lng, { translation: words }])),
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'fr'],
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    i18n.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
  } else if (i18n.language !== language) {
    i18n.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18n;
}

/** The current UI language, always one we support. */
export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language ?? 'en');
}

/** Switches the UI language (loading its words first) and remembers the choice for the next visits. */
export async function setLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but the switch still applies to this visit.
  }
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadTranslations(language));
  }
  await i18n.changeLanguage(language);
}
