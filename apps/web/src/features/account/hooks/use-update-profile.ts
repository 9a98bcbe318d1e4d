import { type UpdateProfileInput, userSchema } from '@plume/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** PATCH /me; a new email needs the current password. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      api.patch('/me', input, {
        schema: userSchema,
        handledCodes: ['UNAUTHORIZED_SETTINGS_UPDATE', 'EMAIL_ALREADY_EXISTS', 'INVALID_FORM'],
      }),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me(), user),
  });
}
