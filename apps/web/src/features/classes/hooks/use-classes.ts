import { classListSchema } from '@plume/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /classes: my active and archived classes. */
export function useClasses() {
  return useQuery({ queryKey: queryKeys.classes(), queryFn: () => api.get('/classes', { schema: classListSchema }) });
}
