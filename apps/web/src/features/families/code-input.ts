import { HOME_CODE_LENGTH, normaliseHomeCode } from '@plume/domain';

/** A code as typed or scanned (`ab3 k-7q`, ?code=…): upper case, without spaces or dashes. */
export function cleanCode(value: string | null | undefined): string {
  return normaliseHomeCode(value ?? '');
}

/** True once the cleaned code has its 6 characters. */
export function isCompleteCode(value: string): boolean {
  return cleanCode(value).length === HOME_CODE_LENGTH;
}
