import './schools.css';
import { normalizeLanguage, type Place, type School } from '@plume/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../i18n/countries';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useSchoolSearch } from '../hooks/use-school-search';
import { CreateSchoolForm } from './create-school-form';

interface SchoolPickerProps {
  defaultCountry: string;
  value: School | null;
  onChange: (school: School | null) => void;
  error?: string | undefined;
}

/** Country, then a search by zip code, words or UAI code; a school not found can be created in one of the places found. */
export function SchoolPicker({ defaultCountry, value, onChange, error }: SchoolPickerProps) {
  const { t, i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language ?? 'en');
  const countries = useMemo(() => countryOptions(language), [language]);
  const [country, setCountry] = useState(defaultCountry);
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const search = useSchoolSearch(country, q);
  const resultsId = useId();

  if (value) {
    return (
      <div className="school-chosen">
        <p className="school-chosen__label">{t('createClass.chosenSchool')}</p>
        <p>
          <strong>{value.name}</strong>
          <br />
          <span className="muted">{[value.address, `${value.zipCode} ${value.city}`].filter(Boolean).join(', ')}</span>
        </p>
        <Button variant="secondary" onClick={() => onChange(null)}>
          {t('createClass.changeSchool')}
        </Button>
      </div>
    );
  }

  const places: Place[] = search.data?.places ?? [];
  const schools = search.data?.schools ?? [];
  return (
    <div className="stack">
      <Select label={t('fields.country')} value={country} onChange={(event) => setCountry(event.target.value)}>
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </Select>
      <TextField
        label={t('createClass.search')}
        hint={t('createClass.searchHint')}
        type="search"
        value={q}
        error={error}
        aria-controls={resultsId}
        onChange={(event) => setQ(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      <div id={resultsId} aria-live="polite" className="stack">
        {search.isFetching && !search.data && <Spinner size={32} />}
        <ErrorNotice error={search.error} />
        {search.data && q.trim().length >= 2 && (
          <>
            {schools.length === 0 ? (
              <p className="muted">{t('createClass.noResults')}</p>
            ) : (
              <ul className="school-results" aria-label={t('createClass.results')}>
                {schools.map((school) => (
                  <li key={school.id} className="school-results__item">
                    <div>
                      <strong>{school.name}</strong>
                      <br />
                      <span className="muted">
                        {[school.address, `${school.zipCode} ${school.city}`].filter(Boolean).join(', ')}
                        {school.publicId ? ` · ${school.publicId}` : ''}
                      </span>
                    </div>
                    <Button
                      variant="secondary"
                      onClick={() => onChange(school)}
                      aria-label={t('createClass.chooseSchool', { name: school.name })}
                    >
                      {t('createClass.choose')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {!creating ? (
              <div>
                <Button variant="link" onClick={() => setCreating(true)}>
                  {t('createClass.notFound')}
                </Button>
              </div>
            ) : (
              <CreateSchoolForm country={country} places={places} onCreated={onChange} onCancel={() => setCreating(false)} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
