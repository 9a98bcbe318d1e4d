import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient, MAX_QUERY_RETRIES, shouldRetryQuery } from './query-client';
import { invalidatePath, isUnderPath, queryKey } from './query-keys';

describe('query retry rule (SPEC §7)', () => {
  it('retries errors without a status and server errors, up to the limit', () => {
    expect(shouldRetryQuery(0, new ApiError('NETWORK_ERROR'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('UNKNOWN_ERROR', 500))).toBe(true);
    expect(shouldRetryQuery(MAX_QUERY_RETRIES - 1, new ApiError('UNKNOWN_ERROR', 503))).toBe(true);
    expect(shouldRetryQuery(MAX_QUERY_RETRIES, new ApiError('UNKNOWN_ERROR', 503))).toBe(false);
  });

  it('never retries client errors or foreign errors', () => {
    expect(shouldRetryQuery(0, new ApiError('CLASS_NOT_FOUND', 404))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('RATE_LIMIT_REACHED', 429))).toBe(false);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(false);
  });

  it('is what the query client applies: a 500 is tried 1 + 10 times, a 404 once', async () => {
    const queryClient = createQueryClient();
    const serverError = vi.fn(async () => {
      throw new ApiError('UNKNOWN_ERROR', 500);
    });
    await expect(queryClient.fetchQuery({ queryKey: queryKey('/a'), queryFn: serverError, retryDelay: 0 })).rejects.toThrow();
    expect(serverError).toHaveBeenCalledTimes(1 + MAX_QUERY_RETRIES);

    const notFound = vi.fn(async () => {
      throw new ApiError('CLASS_NOT_FOUND', 404);
    });
    await expect(queryClient.fetchQuery({ queryKey: queryKey('/b'), queryFn: notFound, retryDelay: 0 })).rejects.toThrow();
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('keeps data fresh for five minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(5 * 60 * 1000);
  });
});

describe('query keys', () => {
  it('are [path, config]', () => {
    expect(queryKey('/classes/1', { page: 2 })).toEqual(['/classes/1', { page: 2 }]);
    expect(queryKey('/me')).toEqual(['/me', {}]);
  });

  it('invalidate by path prefix, on segment boundaries', async () => {
    expect(isUnderPath('/classes/42/students', '/classes/42')).toBe(true);
    expect(isUnderPath('/classes/421', '/classes/42')).toBe(false);

    const queryClient = createQueryClient();
    for (const path of ['/classes/42', '/classes/42/students', '/classes/421', '/me']) {
      queryClient.setQueryData(queryKey(path), path);
    }
    await invalidatePath(queryClient, '/classes/42');
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.isStale())
      .map((query) => query.queryKey[0]);
    expect(stale.sort()).toEqual(['/classes/42', '/classes/42/students']);
  });
});
