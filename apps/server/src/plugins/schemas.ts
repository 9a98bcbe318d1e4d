import { apiErrorSchema } from '@plume/domain';
import { z } from 'zod';

/** Response schemas of the error statuses a route may answer, for the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}

/** 204 answers carry no body. */
export const noContent = z.null().describe('No content');
