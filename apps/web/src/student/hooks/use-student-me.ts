import { studentProfileSchema } from '@plume/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { studentApi } from '../student-client';

/** GET /student/me with the student token. */
export function useStudentMe() {
  return useQuery({
    queryKey: queryKeys.studentMe(),
    queryFn: () => studentApi.get('/student/me', { schema: studentProfileSchema, handledCodes: ['INVALID_STUDENT_TOKEN'] }),
  });
}
