import { schoolSearchResultSchema } from '@plume/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /schools/search: schools and places matching a zip code, words or a UAI code. */
export function useSchoolSearch(country: string, q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: queryKeys.schoolSearch(country, query),
    queryFn: () =>
      api.get(`/schools/search?${new URLSearchParams({ country, q: query })}`, {
        schema: schoolSearchResultSchema,
        handledCodes: ['INVALID_FORM'],
      }),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
}
