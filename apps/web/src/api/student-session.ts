import { STORAGE_KEYS } from '@plume/domain';

/** The pupil side's token (home code or class connection), if the browser has one. */
export function getStudentToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.studentToken);
  } catch {
    return null;
  }
}

export function setStudentToken(token: string) {
  localStorage.setItem(STORAGE_KEYS.studentToken, token);
}

export function clearStudentToken() {
  try {
    localStorage.removeItem(STORAGE_KEYS.studentToken);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
