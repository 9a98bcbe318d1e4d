import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client';
import { clearSession } from '../../../api/session';

/** POST /auth/logout, then forget the session whatever the reply: the user asked to leave. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<void>('/auth/logout', undefined, { resetSessionOnUnauthorized: false, handledCodes: ['UNAUTHORIZED'] }),
    onSettled: async () => {
      clearSession();
      // The cache is emptied at the next sign-in (useStartSession): emptying it now would make the
      // dashboard, still on screen for a moment, refetch without a token and bounce to ?error=UNAUTHORIZED.
      await queryClient.cancelQueries();
      await navigate('/login', { replace: true });
    },
  });
}
