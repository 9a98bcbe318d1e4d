import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** POST /invitations/:invitationId/accept: I become a co-teacher of the class. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.post<{ classId: string }>(`/invitations/${invitationId}/accept`, undefined, { handledCodes: ['CLASS_NOT_FOUND'] }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.invitations() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.classes() }),
      ]),
  });
}
