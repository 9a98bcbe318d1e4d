import { type LoginInput, regionOfCountry, type SessionResponse } from '@plume/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useStartSession } from './use-start-session';

/** POST /auth/login in the region of the country the user confirmed. */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    // The reply is not parsed with zod here: the server validates its responses, and zod stays off /login.
    mutationFn: (input: LoginInput) =>
      api.post<SessionResponse>('/auth/login', input, {
        region: regionOfCountry(input.country),
        auth: false,
        handledCodes: ['INVALID_USERNAME_OR_PASSWORD', 'INVALID_USERNAME_OR_PASSWORD_GLOBAL', 'INVALID_FORM'],
      }),
    onSuccess: startSession,
  });
}
