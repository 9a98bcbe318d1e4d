import { type LoginInput, regionOfCountry } from '@plume/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useStartSession } from './use-start-session';

/** The login screen's zod-based code, in its own chunk (see login-validation.ts). */
export const loadLoginValidation = () => import('../login-validation');

/** POST /auth/login in the region of the country the user confirmed. */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const { sessionResponseSchema } = await loadLoginValidation();
      return api.post('/auth/login', input, {
        region: regionOfCountry(input.country),
        auth: false,
        schema: sessionResponseSchema,
        handledCodes: ['INVALID_USERNAME_OR_PASSWORD', 'INVALID_USERNAME_OR_PASSWORD_GLOBAL', 'INVALID_FORM'],
      });
    },
    onSuccess: startSession,
  });
}
