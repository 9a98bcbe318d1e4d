import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** POST /classes/:classId/co-teachers: the colleague must already have an account. */
export function useInviteCoTeacher(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<{ id: string }>(
        `/classes/${classId}/co-teachers`,
        { email },
        { handledCodes: ['EMAIL_NOT_FOUND', 'TEACHER_ALREADY_IN_CLASS', 'INVALID_FORM'] },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.class(classId) }),
  });
}
