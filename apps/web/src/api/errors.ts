import { type ApiErrorBody, ERROR_CODES, type ErrorCode } from '@plume/domain';

/**
 * Every failed call rejects with an ApiError (SPEC §8). `code` is empty when the session was reset
 * and the page is already on its way to the login screen: there is nothing left to show.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  readonly context: Record<string, unknown> | undefined;

  constructor(code: string, status?: number, context?: Record<string, unknown>) {
    super(code || 'SESSION_RESET');
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.context = context;
  }
}

/**
 * Reads an error reply's `{ code, status, context? }` (domain `apiErrorSchema`) with a plain check:
 * the API client is on every screen's first load and must not pull zod in with it.
 */
export function readErrorBody(value: unknown): ApiErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, status, context } = value as Record<string, unknown>;
  if (typeof code !== 'string' || typeof status !== 'number') return undefined;
  const validContext = typeof context === 'object' && context !== null && !Array.isArray(context);
  return { code, status, context: validContext ? (context as Record<string, unknown>) : undefined };
}

/** True for the codes the UI has a message for. */
export function isKnownErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
}

/** The code whose message to show for any thrown value: unknown codes and non-API errors read as UNKNOWN_ERROR. */
export function errorCodeOf(error: unknown): ErrorCode {
  return error instanceof ApiError && isKnownErrorCode(error.code) ? error.code : 'UNKNOWN_ERROR';
}

/** Retry only what may succeed later: no response at all, or a server failure (SPEC §7). */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === undefined || error.status >= 500;
}

/** The per-field issues of an INVALID_FORM reply (`context.fields`), if any. */
export function fieldIssuesOf(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.context?.fields)) return [];
  return error.context.fields.filter(
    (issue): issue is { path: string; message: string } => typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}
