import { isRegion, type Region } from './region-rules.js';

/** Keys of the values the web keeps in localStorage (SPEC §3, §9). */
export const STORAGE_KEYS = {
  token: 'token',
  isBackOfficeStaff: 'isBackOfficeStaff',
  backOfficeToken: 'backOfficeToken',
  studentToken: 'studentToken',
} as const;

/** Claims of the teacher-side token the server signs. */
export interface TokenClaims {
  sub: string;
  sid: string;
  awsRegion: Region;
  logoutUrl?: string;
}

/** What the web reads from a token without verifying it: only a known region is kept (SPEC §3). */
export interface DecodedToken {
  awsRegion?: Region;
  logoutUrl?: string;
}

/** Reads a JWT's payload without checking its signature; the server does that. */
export function decodeToken(token: string): DecodedToken | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Record<string, unknown>;
    return {
      awsRegion: isRegion(claims.awsRegion) ? claims.awsRegion : undefined,
      logoutUrl: typeof claims.logoutUrl === 'string' ? claims.logoutUrl : undefined,
    };
  } catch {
    return undefined;
  }
}

/** The API region for a stored token: EU without a token, the token's region, us-east-1 when it names none (SPEC §7). */
export function regionForToken(token: string | null | undefined): Region {
  if (!token) return 'eu-west-3';
  return decodeToken(token)?.awsRegion ?? 'us-east-1';
}

/** Errors on which the web forgets its session and returns to login (SPEC §8). */
export const SESSION_RESET_CODES = ['UNAUTHORIZED', 'INVALID_STUDENT_TOKEN'] as const;

/** The `Client-Version` header value of the teacher app. */
export function clientVersion(appVersion: string): string {
  return `teacher-${appVersion}`;
}
