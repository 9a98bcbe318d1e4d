import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** POST /invitations/:invitationId/decline. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.post<void>(`/invitations/${invitationId}/decline`, undefined, { handledCodes: ['CLASS_NOT_FOUND'] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invitations() }),
  });
}
