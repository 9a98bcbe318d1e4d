import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeNotFound } from './error-handler.js';

const NOT_BUILT = 'The Plume web app is not built yet. Run `npm run build` at the repository root, then restart the server.\n';

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/**
 * Serves the built SPA from WEB_DIST. Hashed files under /assets/ never change, so browsers keep
 * them for a year; index.html is revalidated so a new build is picked up at once. Any other GET
 * outside /api and /dev is a client-side route: it gets index.html.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route per file found at start, rather than a catch-all that would shadow the SPA fallback.
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = path.relative(webDist, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const page = (request.method === 'GET' || request.method === 'HEAD') && !['/api', '/dev', '/assets'].some((p) => isUnder(url, p));
    if (!page) return routeNotFound(reply);
    if (!built) return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT);
    return reply.sendFile('index.html');
  });
}
