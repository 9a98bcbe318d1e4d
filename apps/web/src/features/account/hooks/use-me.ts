import { userSchema } from '@plume/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /me: the signed-in user. */
export function useMe() {
  return useQuery({ queryKey: queryKeys.me(), queryFn: () => api.get('/me', { schema: userSchema }) });
}
