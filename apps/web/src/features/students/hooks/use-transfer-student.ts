import { studentSchema } from '@plume/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidatePath } from '../../../api/query-keys';

/** POST /students/:studentId/transfer: the pupil moves to another of my classes. */
export function useTransferStudent(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) =>
      api.post(
        `/students/${studentId}/transfer`,
        { classId },
        { schema: studentSchema, handledCodes: ['STUDENT_ALREADY_IN_CLASS', 'STUDENT_NAME_ALREADY_EXISTS_IN_THIS_CLASS'] },
      ),
    onSuccess: () => invalidatePath(queryClient, '/classes'),
  });
}
