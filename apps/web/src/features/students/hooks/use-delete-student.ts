import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidatePath } from '../../../api/query-keys';

/** DELETE /students/:studentId. */
export function useDeleteStudent(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/students/${studentId}`),
    onSuccess: () => invalidatePath(queryClient, '/classes'),
  });
}
