import { type CreateClassInput, classSummarySchema } from '@plume/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidatePath } from '../../../api/query-keys';

/** POST /classes: I become the class's primary teacher. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClassInput) =>
      api.post('/classes', input, {
        schema: classSummarySchema,
        handledCodes: ['CLASS_NAME_ALREADY_EXISTS', 'SCHOOL_NOT_FOUND', 'INVALID_FORM'],
      }),
    onSuccess: () => Promise.all([invalidatePath(queryClient, '/classes'), invalidatePath(queryClient, '/me')]),
  });
}
