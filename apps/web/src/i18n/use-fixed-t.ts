import type { Language } from '@plume/domain';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { i18n, loadTranslations } from './index';

/**
 * The words of a given language whatever the reader's (a class's letters are in the class's language),
 * once they are loaded; null until then.
 */
export function useFixedT(language: Language | undefined): TFunction | null {
  const [ready, setReady] = useState<Language | null>(() =>
    language && i18n.hasResourceBundle(language, 'translation') ? language : null,
  );
  useEffect(() => {
    if (!language) return;
    let current = true;
    if (i18n.hasResourceBundle(language, 'translation')) setReady(language);
    else
      loadTranslations(language).then((words) => {
        if (!i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', words);
        if (current) setReady(language);
      });
    return () => {
      current = false;
    };
  }, [language]);
  return language && ready === language ? (i18n.getFixedT(language) as TFunction) : null;
}
