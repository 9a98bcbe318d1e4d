import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** POST /classes/:classId/leave (co-teachers). */
export function useLeaveClass(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>(`/classes/${classId}/leave`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.class(classId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.classes() });
    },
  });
}
