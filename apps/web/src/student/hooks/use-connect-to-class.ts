import { type Region, studentSessionSchema } from '@plume/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { setStudentToken } from '../../api/student-session';

/** POST /class-connect/:code/students/:studentId: the child picked their name; keep the student token. */
export function useConnectToClass(code: string, region: Region) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) =>
      api.post(`/class-connect/${encodeURIComponent(code)}/students/${encodeURIComponent(studentId)}`, undefined, {
        region,
        auth: false,
        schema: studentSessionSchema,
        handledCodes: ['STUDENT_NOT_FOUND'],
      }),
    onSuccess: (reply) => {
      setStudentToken(reply.studentToken);
      queryClient.removeQueries({ queryKey: queryKeys.studentMe() });
    },
  });
}
