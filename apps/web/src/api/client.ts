import { clientVersion, type ErrorCode, type Region, regionForToken, SESSION_RESET_CODES } from '@plume/domain';
import type { z } from 'zod';
import { ApiError, readErrorBody } from './errors';
import { getToken, resetSession } from './session';

export interface RequestOptions<T> {
  /** Call this region instead of the token's: sign-up and login go to the chosen country's region. */
  region?: Region;
  /** Leave out the Authorization header (public calls). */
  auth?: boolean;
  /** Checks the reply; a reply that does not match is a misconfiguration (UNKNOWN_ERROR). */
  schema?: z.ZodType<T>;
  /** Codes the caller shows to the user itself, so they are not logged as unhandled. */
  handledCodes?: readonly ErrorCode[];
  /** A 401 UNAUTHORIZED here ends the session; logout turns this off, the session ends anyway. */
  resetSessionOnUnauthorized?: boolean;
  /**
   * Sends this token instead of the teacher's (the pupil side's student token); its region is the default.
   * A 401 then does not end the teacher's session: the caller handles it.
   */
  token?: string | null;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The base address of a region's API (SPEC §7). */
export function apiBase(region: Region): string {
  return `/api/${region}`;
}

/** One request to the regional API. Rejects with an ApiError shaped by the rules of SPEC §8; never times out. */
export async function request<T = unknown>(method: Method, path: string, body?: unknown, options: RequestOptions<T> = {}): Promise<T> {
  const token = options.token !== undefined ? options.token : getToken();
  const authenticated = options.auth !== false;
  const headers: Record<string, string> = { 'Client-Version': clientVersion(__APP_VERSION__), Accept: 'application/json' };
  if (authenticated && token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    const url = `${apiBase(options.region ?? regionForToken(token))}${path}`;
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError('NETWORK_ERROR');
  }
  if (!response.ok) throw await errorOf(response, authenticated, options);
  if (response.status === 204) return undefined as T;
  try {
    const data: unknown = await response.json();
    return options.schema ? options.schema.parse(data) : (data as T);
  } catch (error) {
    console.error('API reply could not be read', { path, error });
    throw new ApiError('UNKNOWN_ERROR');
  }
}

async function errorOf(response: Response, authenticated: boolean, options: RequestOptions<unknown>): Promise<ApiError> {
  const status = response.status;
  const body = readErrorBody(await response.json().catch(() => undefined));
  if (status >= 500) return new ApiError(body?.code ?? 'UNKNOWN_ERROR', status, body?.context);
  if (status === 429) return new ApiError('RATE_LIMIT_REACHED', status, body?.context);
  if (!body) return new ApiError('UNKNOWN_ERROR');
  const resetsSession = (SESSION_RESET_CODES as readonly string[]).includes(body.code);
  if (status === 401 && resetsSession && authenticated && options.token === undefined && options.resetSessionOnUnauthorized !== false) {
    resetSession(body.code);
    return new ApiError('', status);
  }
  if (!options.handledCodes?.includes(body.code as ErrorCode)) {
    console.warn('Unhandled API error', { code: body.code, status, context: body.context });
  }
  return new ApiError(body.code, status, body.context);
}

/** The one API client of the web app. */
export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('POST', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('PATCH', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => request<T>('PUT', path, body, options),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, undefined, options),
};
