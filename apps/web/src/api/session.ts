import { decodeToken, STORAGE_KEYS } from '@plume/domain';

/** The teacher-side token, if the browser has one (and lets us read storage). */
export function getToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

export function setToken(token: string) {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

export function isSignedIn(): boolean {
  return Boolean(getToken());
}

/** Forgets the session (SPEC §4): the token, the back-office flag and the back-office token. */
export function clearSession() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.isBackOfficeStaff);
  localStorage.removeItem(STORAGE_KEYS.backOfficeToken);
}

/** Where the browser goes when a session ends; tests replace it to watch the navigation. */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/**
 * Ends a session the server refused (SPEC §4, §8). A back-office session leaves through the logout URL
 * of its token, or reloads; any other goes to the login screen with the error code.
 */
export function resetSession(code: string) {
  const backOfficeToken = localStorage.getItem(STORAGE_KEYS.backOfficeToken);
  const token = getToken();
  clearSession();
  if (backOfficeToken) {
    const logoutUrl = decodeToken(token ?? '')?.logoutUrl ?? decodeToken(backOfficeToken)?.logoutUrl;
    if (logoutUrl) browserNavigation.assign(logoutUrl);
    else browserNavigation.reload();
    return;
  }
  browserNavigation.assign(`/login?error=${encodeURIComponent(code)}`);
}
