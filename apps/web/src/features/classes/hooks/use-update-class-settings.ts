import { type ClassSettings, classSummarySchema } from '@plume/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidatePath } from '../../../api/query-keys';

/** PATCH /classes/:classId/settings. */
export function useUpdateClassSettings(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassSettings) =>
      api.patch(`/classes/${classId}/settings`, input, {
        schema: classSummarySchema,
        handledCodes: ['CLASS_NAME_ALREADY_EXISTS', 'CLASS_HAS_NO_PRIMARY_TEACHER', 'INVALID_FORM'],
      }),
    onSuccess: () => invalidatePath(queryClient, '/classes'),
  });
}
