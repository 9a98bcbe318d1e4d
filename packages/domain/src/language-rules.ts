// Zod-free on purpose: the web's first screen needs these rules without loading zod.
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Key under which the web stores the chosen language (i18next's own name for it). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Anything French is French; everything else is English (SPEC §1). */
export function normalizeLanguage(value: string): Language {
  return value.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** The UI language: the `lng` query parameter, then the stored preference, then the browser (SPEC §1, §4). */
export function resolveLanguage(sources: { query?: string | null; stored?: string | null; browser?: readonly string[] }): Language {
  const first = [sources.query, sources.stored, sources.browser?.[0]].find((value) => value && value.trim() !== '');
  return first ? normalizeLanguage(first) : 'en';
}
