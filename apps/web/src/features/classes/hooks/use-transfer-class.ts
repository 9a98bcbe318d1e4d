import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** POST /classes/:classId/transfer: a colleague becomes primary teacher and I lose access. */
export function useTransferClass(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<void>(
        `/classes/${classId}/transfer`,
        { email },
        { handledCodes: ['EMAIL_NOT_FOUND', 'TEACHER_ALREADY_IN_CLASS', 'CLASS_NAME_ALREADY_EXISTS', 'INVALID_FORM'] },
      ),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.class(classId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.classes() });
    },
  });
}
