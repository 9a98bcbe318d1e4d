import { classDetailSchema } from '@plume/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /classes/:classId: the class with its teachers and pending invitations. */
export function useClass(classId: string) {
  return useQuery({
    queryKey: queryKeys.class(classId),
    queryFn: () => api.get(`/classes/${classId}`, { schema: classDetailSchema, handledCodes: ['CLASS_NOT_FOUND', 'INVALID_FORM'] }),
  });
}
