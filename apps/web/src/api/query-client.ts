import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from './errors';

/** How many times a failing query is tried again (SPEC §7). */
export const MAX_QUERY_RETRIES = 10;

/** SPEC §7: retry only errors without a status or with a server status, at most MAX_QUERY_RETRIES times. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableError(error);
}

/** The app's cache: data stays fresh for 5 minutes. Mutations never retry: sending a form twice is not safe. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}
