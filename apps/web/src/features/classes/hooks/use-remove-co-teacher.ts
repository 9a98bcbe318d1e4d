import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidatePath } from '../../../api/query-keys';

/** DELETE /classes/:classId/co-teachers/:userId: removes a co-teacher or withdraws an invitation. */
export function useRemoveCoTeacher(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(`/classes/${classId}/co-teachers/${userId}`, { handledCodes: ['EMAIL_NOT_FOUND'] }),
    onSuccess: () => invalidatePath(queryClient, `/classes/${classId}`),
  });
}
