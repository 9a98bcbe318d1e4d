import type { ChangePasswordInput } from '@plume/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** POST /me/password: other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api.post<void>('/me/password', input, { handledCodes: ['UNAUTHORIZED_SETTINGS_UPDATE', 'PASSWORD_TOO_WEAK', 'INVALID_FORM'] }),
  });
}
