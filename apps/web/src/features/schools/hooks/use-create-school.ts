import { type CreateSchoolInput, schoolSchema } from '@plume/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { invalidatePath } from '../../../api/query-keys';

/** POST /schools: a school the directory does not know, in a known place. */
export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSchoolInput) =>
      api.post('/schools', input, {
        schema: schoolSchema,
        handledCodes: [
          'SCHOOL_REQUIRED',
          'CITY_REQUIRED',
          'SCHOOL_IS_NOT_VALID',
          'WRONG_COUNTRY_REGION',
          'WRONG_CITY_REGION',
          'INVALID_FORM',
        ],
      }),
    onSuccess: () => invalidatePath(queryClient, '/schools'),
  });
}
