import { classSummarySchema } from '@plume/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidatePath } from '../../../api/query-keys';

/** POST /classes/:classId/archive: restorable later. */
export function useArchiveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) =>
      api.post(`/classes/${classId}/archive`, undefined, { schema: classSummarySchema, handledCodes: ['CLASS_HAS_NO_PRIMARY_TEACHER'] }),
    onSuccess: () => invalidatePath(queryClient, '/classes'),
  });
}
