import { type HomeCodeRequestInput, regionOfCountry } from '@plume/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** POST /home-code-requests in the region of the chosen country: the teacher gets an email. */
export function useHomeCodeRequest() {
  return useMutation({
    mutationFn: (input: HomeCodeRequestInput) =>
      api.post<void>('/home-code-requests', input, {
        region: regionOfCountry(input.country),
        auth: false,
        handledCodes: ['EMAIL_NOT_FOUND'],
      }),
  });
}
