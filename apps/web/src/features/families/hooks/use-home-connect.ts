import { studentSessionSchema } from '@plume/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { browserRegion, inEitherRegion } from '../../../api/region-fallback';
import { setStudentToken } from '../../../api/student-session';

/**
 * POST /student/home-connect in the region of the browser's country, then in the other one when the first
 * does not know the code; the student token it gives signs the child in to the pupil side.
 */
export function useHomeConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      inEitherRegion(browserRegion(), 'STUDENT_NOT_FOUND', (region) =>
        api.post(
          '/student/home-connect',
          { code },
          {
            region,
            auth: false,
            schema: studentSessionSchema,
            handledCodes: ['STUDENT_NOT_FOUND', 'HOME_CONNECT_CODE_IS_SCHOOL_CODE'],
          },
        ),
      ),
    onSuccess: (reply) => {
      setStudentToken(reply.studentToken);
      queryClient.removeQueries({ queryKey: queryKeys.studentMe() });
    },
  });
}
