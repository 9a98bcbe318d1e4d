import { FIELD_ERRORS, type FieldError, PASSWORD_MIN_LENGTH } from '@plume/domain';
import { useTranslation } from 'react-i18next';

const FIELD_ERROR_CODES = Object.values(FIELD_ERRORS) as string[];

function isFieldError(message: unknown): message is FieldError {
  return typeof message === 'string' && FIELD_ERROR_CODES.includes(message);
}

/**
 * Turns the message a zod schema (or the server's INVALID_FORM) attached to a field into text.
 * Domain schemas only use the FIELD_ERRORS codes; anything else reads as INVALID.
 */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: { message?: string | undefined } | undefined, min: number = PASSWORD_MIN_LENGTH): string | undefined => {
    if (!error) return undefined;
    const code = isFieldError(error.message) ? error.message : 'INVALID';
    return t(`form.${code}`, { min });
  };
}
