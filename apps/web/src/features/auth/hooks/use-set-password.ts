import { parseRegionalToken, sessionResponseSchema } from '@plume/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';

type Mode = 'reset' | 'set';

/**
 * Reset (forgotten password) and set (first password) post the emailed token to the region it names.
 * Reset replies 204, set signs the user in.
 */
export function useSetPassword(mode: Mode, token: string) {
  return useMutation({
    mutationFn: async (password: string) => {
      const region = parseRegionalToken(token)?.region;
      if (!region) throw new ApiError('RESET_LINK_EXPIRED');
      const options = { region, auth: false, handledCodes: ['RESET_LINK_EXPIRED', 'PASSWORD_TOO_WEAK', 'INVALID_FORM'] } as const;
      if (mode === 'reset') {
        await api.post<void>('/auth/reset-password', { token, password }, options);
        return null;
      }
      return api.post('/auth/set-password', { token, password }, { ...options, schema: sessionResponseSchema });
    },
  });
}
