import type { CreateSchoolInput, Place, School } from '@plume/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/button';
import { ErrorNotice, useErrorMessage } from '../../../ui/error-notice';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useCreateSchool } from '../hooks/use-create-school';

interface CreateSchoolFormProps {
  country: string;
  places: Place[];
  onCreated: (school: School) => void;
  onCancel: () => void;
}

const placeKey = (place: Place) => `${place.zipCode}|${place.city}`;

/** "My school is not listed": name and address, in one of the places the search found. */
export function CreateSchoolForm({ country, places, onCreated, onCancel }: CreateSchoolFormProps) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const create = useCreateSchool();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [place, setPlace] = useState(places[0] ? placeKey(places[0]) : '');
  const code = create.error instanceof ApiError ? create.error.code : '';

  const submit = () => {
    const chosen = places.find((candidate) => placeKey(candidate) === place);
    create.mutate(
      {
        name: name.trim(),
        address: address.trim(),
        country: country as CreateSchoolInput['country'],
        zipCode: chosen?.zipCode ?? '',
        city: chosen?.city ?? '',
      },
      { onSuccess: onCreated },
    );
  };

  return (
    <fieldset className="card card--flat stack">
      <legend>{t('createClass.createSchool')}</legend>
      <TextField
        label={t('createClass.schoolName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={code === 'SCHOOL_REQUIRED' ? message(create.error) : undefined}
      />
      <TextField
        label={t('createClass.address')}
        value={address}
        autoComplete="street-address"
        onChange={(event) => setAddress(event.target.value)}
      />
      {places.length === 0 ? (
        <p className="muted">{t('createClass.noPlace')}</p>
      ) : (
        <Select
          label={t('createClass.place')}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          error={code === 'CITY_REQUIRED' ? message(create.error) : undefined}
        >
          {places.map((candidate) => (
            <option key={placeKey(candidate)} value={placeKey(candidate)}>
              {candidate.zipCode} {candidate.city}
            </option>
          ))}
        </Select>
      )}
      {code !== 'SCHOOL_REQUIRED' && code !== 'CITY_REQUIRED' && <ErrorNotice error={create.error} />}
      <div className="row">
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button pending={create.isPending} onClick={submit} disabled={places.length === 0}>
          {t('createClass.createSchoolSubmit')}
        </Button>
      </div>
    </fieldset>
  );
}
