import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

// The codes live apart from the schemas so that bundles needing only them stay free of zod.
export * from './error-codes.js';

export const errorCodeSchema = z.enum(ERROR_CODES);

/** The body of every API error: `{ code, status, context? }` (SPEC §3 Error object). */
export const apiErrorSchema = z.object({
  code: z.string(),
  status: z.number().int(),
  context: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
