import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderChange = readonly [name: string, value: string | undefined];

/**
 * The headers helmet sets for these options, found once by running its middleware against a
 * recording response. Our options hold no per-request parts (no CSP nonces, no directive functions),
 * so every response gets the same headers; @fastify/helmet rebuilt the helmet middleware (and
 * re-parsed the CSP directives) on every request to produce them.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): HeaderChange[] {
  const directives = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : undefined;
  for (const value of Object.values(directives ?? {})) {
    const values = typeof value === 'string' || value === null ? [] : [...(value as Iterable<unknown>)];
    if (typeof value === 'function' || values.some((v) => typeof v === 'function')) {
      throw new Error('helmetHeaders needs static CSP directives');
    }
  }
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void changes.push([name, String(value)]),
    removeHeader: (name: string) => void changes.push([name, undefined]),
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as never, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return changes;
}

/** Sets helmet's headers on every response, as @fastify/helmet did, at the cost of a few setHeader calls. */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const changes = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of changes) {
      if (value === undefined) raw.removeHeader(name);
      else raw.setHeader(name, value);
    }
    done();
  });
}
