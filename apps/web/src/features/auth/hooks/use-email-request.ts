import type { Language, Region } from '@plume/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

type EmailRequestPath = '/auth/forgot-password' | '/auth/email-link';

/**
 * Asks a region to email a link (password reset or sign-in). The reply is the same whether the
 * account exists or not, so the screen always shows the same neutral message.
 */
export function useEmailRequest(path: EmailRequestPath) {
  return useMutation({
    mutationFn: ({ email, language, region }: { email: string; language: Language; region: Region }) =>
      api.post<void>(path, { email, language }, { region, auth: false }),
  });
}
