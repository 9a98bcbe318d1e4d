import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Every cache key is [path, config] (SPEC §7), so invalidating a path prefix reaches every variant of it. */
export function queryKey(path: string, config: Record<string, unknown> = {}): QueryKey {
  return [path, config];
}

/** The keys of the app's queries; screens take them from here, never retype a path. */
export const queryKeys = {
  me: () => queryKey('/me'),
  classes: () => queryKey('/classes'),
  class: (classId: string) => queryKey(`/classes/${classId}`),
  students: (classId: string) => queryKey(`/classes/${classId}/students`),
  invitations: () => queryKey('/invitations'),
  studentMe: () => queryKey('/student/me'),
  classConnect: (code: string, region: string | null) => queryKey(`/class-connect/${code}`, { region }),
  schoolSearch: (country: string, q: string) => queryKey('/schools/search', { country, q }),
};

/** True when `path` is `prefix` or below it: '/classes/42' covers '/classes/42/students', not '/classes/421'. */
export function isUnderPath(path: unknown, prefix: string): boolean {
  if (typeof path !== 'string') return false;
  const base = prefix.replace(/\/+$/, '');
  return path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`);
}

/** Marks stale every cached query at or below a path. */
export function invalidatePath(queryClient: QueryClient, prefix: string) {
  return queryClient.invalidateQueries({ predicate: (query) => isUnderPath(query.queryKey[0], prefix) });
}
