import { normalizeLanguage } from '@plume/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateFormat, formatDate, isDateLocaleLoaded, loadDateLocale } from './dates';

/** A date formatter in the UI language; null until that language's date-fns locale has loaded. */
export function useDateFormat(): ((date: Date | string, kind: DateFormat) => string) | null {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language ?? 'en');
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!isDateLocaleLoaded(language)) loadDateLocale(language).then(() => setLoaded((n) => n + 1));
  }, [language]);
  if (!isDateLocaleLoaded(language)) return null;
  return (date, kind) => formatDate(date, kind, language);
}
