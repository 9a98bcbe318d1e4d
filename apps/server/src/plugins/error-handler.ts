import { type ApiErrorBody, type ErrorCode, FIELD_ERRORS, type FieldIssue } from '@plume/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An expected failure: sent to the client as `{ code, status, context? }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly context?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return this.context ? { code: this.code, status: this.status, context: this.context } : { code: this.code, status: this.status };
  }
}

/** `/email` for the zod issue path ['email'] becomes `email`; nested paths use dots. */
function fieldPath(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').split('/').join('.');
}

const KNOWN_MESSAGES = new Set<string>(Object.values(FIELD_ERRORS));

function valueAt(body: unknown, path: string): unknown {
  return path === '' ? body : path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body);
}

/**
 * The web translates field messages under `form.*`, so every one must be a FIELD_ERRORS value.
 * A schema without its own message (zod's English text) becomes REQUIRED for a missing value, else INVALID.
 */
function fieldMessage(message: string | undefined, value: unknown): string {
  if (message && KNOWN_MESSAGES.has(message)) return message;
  return value === undefined || value === null || value === '' ? FIELD_ERRORS.required : FIELD_ERRORS.invalid;
}

function toAppError(error: FastifyError, body: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldIssue[] = error.validation.map((issue) => {
      const path = fieldPath(issue.instancePath);
      return { path, message: fieldMessage(issue.message, valueAt(body, path)) };
    });
    return new AppError('INVALID_FORM', 400, { fields });
  }
  if (error.statusCode === 429) return new AppError('RATE_LIMIT_REACHED', 429);
  // Fastify's own client errors: malformed JSON, wrong content type, body too large…
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError('INVALID_FORM', status, { fields: [] });
  return undefined;
}

/** Drizzle puts the query parameters (emails, hashes…) in its message: log the SQL and the cause only. */
function loggableError(error: Error): Error | Record<string, unknown> {
  if (error.name !== 'DrizzleQueryError') return error;
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return { type: error.name, query: (error as { query?: string }).query, cause: { code: cause?.code, message: cause?.message } };
}

export function errorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = toAppError(error, request.body);
  if (known) return reply.code(known.status).send(known.toBody());
  // The detail stays in our log; the client learns only that something failed.
  request.log.error({ err: loggableError(error) }, 'unexpected error');
  return reply.code(500).send({ code: 'UNKNOWN_ERROR', status: 500 } satisfies ApiErrorBody);
}

export function routeNotFound(reply: FastifyReply) {
  return reply.code(404).send(new AppError('ROUTE_NOT_FOUND', 404).toBody());
}
