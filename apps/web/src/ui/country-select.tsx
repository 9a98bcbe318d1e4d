import { normalizeLanguage } from '@plume/domain';
import { type ComponentProps, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../i18n/countries';
import { Select } from './select';

type CountrySelectProps = Omit<ComponentProps<typeof Select>, 'label' | 'children'>;

/** Every country, named and sorted in the UI language. */
export function CountrySelect(props: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language ?? 'en');
  const options = useMemo(() => countryOptions(language), [language]);
  return (
    <Select label={t('fields.country')} autoComplete="country" {...props}>
      <option value="">{t('fields.choose')}</option>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </Select>
  );
}
