import { normalizeLanguage } from '@plume/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorCodeOf } from '../api/errors';
import { countryName } from '../i18n/countries';
import { Alert } from './alert';

/** The translated message of any error: the server's code, never its text (STYLE.md). */
export function useErrorMessage() {
  const { t, i18n } = useTranslation();
  return (error: unknown): string => {
    const code = errorCodeOf(error);
    const country = error instanceof ApiError ? error.context?.country : undefined;
    return t(`errors.${code}`, {
      country: typeof country === 'string' ? countryName(country, normalizeLanguage(i18n.language ?? 'en')) : '',
    });
  };
}

/** An error shown to the user as an alert; nothing when the session was reset (the page is leaving). */
export function ErrorNotice({ error, action }: { error: unknown; action?: ReactNode }) {
  const message = useErrorMessage();
  if (!error || (error instanceof ApiError && error.code === '')) return null;
  return <Alert action={action}>{message(error)}</Alert>;
}
