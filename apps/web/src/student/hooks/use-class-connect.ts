import { type ClassConnect as ClassConnectReply, classConnectSchema, isRegion, type Region } from '@plume/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { browserRegion, inEitherRegion } from '../../api/region-fallback';

/** The class as GET /class-connect/:code gives it, and the region that knows it. */
export type ClassConnect = ClassConnectReply & { region: Region };

/**
 * GET /class-connect/:code: the class and its pupils' names. In the region the QR code names (?region=),
 * else in the browser's region, then the other.
 */
export function useClassConnect(code: string | null, regionParam: string | null) {
  const region = isRegion(regionParam) ? regionParam : null;
  return useQuery({
    queryKey: queryKeys.classConnect(code ?? '', region),
    enabled: Boolean(code),
    queryFn: async (): Promise<ClassConnect> => {
      const call = async (target: Region) => ({
        ...(await api.get(`/class-connect/${encodeURIComponent(code ?? '')}`, {
          region: target,
          auth: false,
          schema: classConnectSchema,
          handledCodes: ['CLASS_NOT_FOUND', 'INVALID_FORM'],
        })),
        region: target,
      });
      return region ? call(region) : inEitherRegion(browserRegion(), 'CLASS_NOT_FOUND', call);
    },
  });
}
