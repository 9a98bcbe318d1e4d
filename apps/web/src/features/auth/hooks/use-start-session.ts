import type { SessionResponse } from '@plume/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../api/query-keys';
import { setToken } from '../../../api/session';

/** After any sign-in: keep the token, prime the cache with the user, open the dashboard. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (session: SessionResponse) => {
    queryClient.clear();
    setToken(session.token);
    queryClient.setQueryData(queryKeys.me(), session.user);
    navigate('/dashboard', { replace: true });
  };
}
