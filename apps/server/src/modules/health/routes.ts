import { REGIONS, type Region, regionSchema } from '@plume/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, RegionDatabases } from '../../db/client.js';
import { AppError } from '../../plugins/error-handler.js';
import { errorResponses } from '../../plugins/schemas.js';

async function isUp(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** GET /api/health: both regional databases answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ regions: RegionDatabases }> = async (app, { regions }) => {
  const statusSchema = z.enum(['ok', 'down']);
  const response = z.object({ status: z.literal('ok'), regions: z.record(regionSchema, statusSchema) });
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: response, ...errorResponses(503) } } }, async () => {
    const states = await Promise.all(REGIONS.map(async (region) => [region, (await isUp(regions[region].db)) ? 'ok' : 'down'] as const));
    const byRegion = Object.fromEntries(states) as Record<Region, 'ok' | 'down'>;
    if (states.some(([, state]) => state === 'down')) throw new AppError('UNKNOWN_ERROR', 503, { regions: byRegion });
    return { status: 'ok' as const, regions: byRegion };
  });
};

/** GET /api/<region>/health: this region's database answers. */
export const regionHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = z.object({ status: z.literal('ok'), region: regionSchema });
  app.get('/health', { schema: { tags: ['health'], response: { 200: response, ...errorResponses(503) } } }, async () => {
    if (!(await isUp(app.db))) throw new AppError('UNKNOWN_ERROR', 503);
    return { status: 'ok' as const, region: app.region };
  });
};
