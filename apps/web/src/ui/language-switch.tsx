import { LANGUAGES, normalizeLanguage } from '@plume/domain';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n';

/** Switches the UI language on every page and remembers the choice. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.language ?? 'en');
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t('language.label')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={language === current}
          onClick={() => setLanguage(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
