import { parseRegionalToken, sessionResponseSchema } from '@plume/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { useStartSession } from './use-start-session';

/** POST /auth/email-link/login with the emailed token, in the region the token names. */
export function useEmailLinkLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (token: string) => {
      const region = parseRegionalToken(token)?.region;
      if (!region) return Promise.reject(new ApiError('LOGIN_LINK_EXPIRED'));
      return api.post(
        '/auth/email-link/login',
        { token },
        { region, auth: false, schema: sessionResponseSchema, handledCodes: ['LOGIN_LINK_EXPIRED'] },
      );
    },
    onSuccess: startSession,
  });
}
