import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** DELETE /classes/:classId, confirmed by the class name; removes pupils and reports. */
export function useDeleteClass(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) =>
      request<void>('DELETE', `/classes/${classId}`, { confirmName }, { handledCodes: ['INVALID_FORM', 'CLASS_HAS_NO_PRIMARY_TEACHER'] }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.class(classId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.classes() });
    },
  });
}
