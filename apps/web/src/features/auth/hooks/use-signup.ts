import { regionOfCountry, type SignupInput, sessionResponseSchema } from '@plume/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useStartSession } from './use-start-session';

/** POST /auth/signup in the region of the chosen country: the account lives there for good. */
export function useSignup() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: SignupInput) =>
      api.post('/auth/signup', input, {
        region: regionOfCountry(input.country),
        auth: false,
        schema: sessionResponseSchema,
        handledCodes: [
          'INVALID_FORM',
          'INVALID_CAPTCHA_VERIFICATION',
          'EMAIL_ALREADY_EXISTS',
          'PASSWORD_TOO_WEAK',
          'INVALID_REFERRAL_CODE',
          'WRONG_COUNTRY_REGION',
        ],
      }),
    onSuccess: startSession,
  });
}
