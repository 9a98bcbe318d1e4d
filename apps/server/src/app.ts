import type { Writable } from 'node:stream';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { REGIONS, type Region } from '@plume/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db, RegionDatabases } from './db/client.js';
import { devMailboxRoutes } from './mail/dev-mailbox.js';
import { outboxMailer, smtpTransport, type Transport } from './mail/mailer.js';
import { authRoutes } from './modules/auth/routes.js';
import { classesRoutes } from './modules/classes/routes.js';
import { coTeachingRoutes } from './modules/co-teaching/routes.js';
import { familiesRoutes } from './modules/families/routes.js';
import { healthRoutes, regionHealthRoutes } from './modules/health/routes.js';
import { meRoutes } from './modules/me/routes.js';
import { inProcessPeers } from './modules/peers/region-peers.js';
import { schoolsRoutes } from './modules/schools/routes.js';
import { studentsRoutes } from './modules/students/routes.js';
import './plugins/context.js';
import { errorHandler } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';

export interface BuildAppOptions {
  config: Config;
  regions: RegionDatabases;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: Writable;
  /** Replaces the SMTP transport SMTP_URL would give. */
  transport?: Transport;
}

function loggerOptions(config: Config, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Bodies are never logged; headers could carry the token; query strings can carry emailed tokens.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        remoteAddress: req.ip,
      }),
    },
  };
}

/** The whole HTTP application on already migrated databases. Never listens: server.ts and tests do. */
export async function buildApp({ config, regions, logStream, transport }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(config, logStream) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('config', config);
  app.decorateRequest('user', null as never);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // The ALTCHA widget solves its proof of work in web workers it creates from blob: or data: URLs.
        'worker-src': ["'self'", 'blob:', 'data:'],
        'img-src': ["'self'", 'data:', 'blob:'],
        // Plain-http development must keep loading its own scripts.
        'upgrade-insecure-requests': config.mode === 'production' ? [] : null,
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Plume API', version: '0.1.0', description: 'Every regional route exists under /api/eu-west-3 and /api/us-east-1.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  await typed.register(healthRoutes, { regions });
  const dbs = Object.fromEntries(REGIONS.map((region) => [region, regions[region].db])) as Record<Region, Db>;
  const mailTransport = transport ?? smtpTransport(config.smtpUrl);
  for (const region of REGIONS) {
    // One encapsulated scope per region: its modules see only that region's database and mailer.
    await typed.register(
      async (scope) => {
        scope.decorate('region', region);
        scope.decorate('db', dbs[region]);
        scope.decorate('peers', inProcessPeers(region, dbs));
        scope.decorate(
          'mailer',
          outboxMailer(dbs[region], {
            from: config.mailFrom,
            transport: mailTransport,
            logError: (err) => scope.log.error({ err }, 'mail not sent'),
          }),
        );
        await scope.register(regionHealthRoutes);
        await scope.register(authRoutes);
        await scope.register(meRoutes);
        await scope.register(schoolsRoutes);
        await scope.register(classesRoutes);
        await scope.register(studentsRoutes);
        await scope.register(coTeachingRoutes);
        await scope.register(familiesRoutes);
      },
      { prefix: `/api/${region}` },
    );
  }
  if (config.mode !== 'production') await typed.register(devMailboxRoutes, { regions });
  await registerWebApp(app, config.webDist);
  return app;
}
