import { studentListSchema } from '@plume/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidatePath } from '../../../api/query-keys';

/** POST /classes/:classId/students: all the names or none. */
export function useAddStudents(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) =>
      api.post(
        `/classes/${classId}/students`,
        { names },
        { schema: studentListSchema, handledCodes: ['STUDENT_NAME_ALREADY_EXISTS_IN_THIS_CLASS', 'FORBIDDEN', 'INVALID_FORM'] },
      ),
    onSuccess: () => invalidatePath(queryClient, '/classes'),
  });
}
