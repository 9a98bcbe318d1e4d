import { invitationListSchema } from '@plume/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /invitations: my pending co-teaching invitations. */
export function useInvitations() {
  return useQuery({ queryKey: queryKeys.invitations(), queryFn: () => api.get('/invitations', { schema: invitationListSchema }) });
}
