import { redirect } from 'react-router';
import { isSignedIn } from '../api/session';

/** Authenticated screens send visitors without a token to the login screen (SPEC §4). */
export function requireSession() {
  if (!isSignedIn()) throw redirect('/login');
  return null;
}

/** Login and sign-up are pointless with a session: go to the dashboard (a stale token comes back with ?error). */
export function redirectIfSignedIn() {
  if (isSignedIn()) throw redirect('/dashboard');
  return null;
}
