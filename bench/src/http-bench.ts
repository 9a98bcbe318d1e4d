// HTTP load benchmark: login and authenticated GET /me on the Plume server (embedded PostgreSQL, then Debian's
// PostgreSQL), with a bare Fastify hello-world measured in the same run as the reference. Writes bench/RESULTS.md.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshDataDir, root, startDebianPostgres, startProcess, stopProcess } from './processes.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO = { email: 'demo.fr@plume.test', password: 'plume-demo-2026', country: 'FR' };

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`${name}: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function benchPlume(label: string, env: Record<string, string>, port: number): Promise<Row[]> {
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    'apps/server/src/server.ts',
    { PORT: String(port), HOST: '127.0.0.1', PLUME_MODE: 'demo', AUTH_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', ...env },
    `${base}/api/health`,
  );
  try {
    const login = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) };
    const res = await fetch(`${base}/api/eu-west-3/auth/login`, login);
    if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    return [
      await measure(`${label}: POST /auth/login`, { url: `${base}/api/eu-west-3/auth/login`, ...login }),
      await measure(`${label}: GET /me`, { url: `${base}/api/eu-west-3/me`, headers: { authorization: `Bearer ${token}` } }),
    ];
  } finally {
    await stopProcess(server);
  }
}

const hello = await startProcess('bench/src/hello-server.ts', { PORT: '3301' }, 'http://127.0.0.1:3301/');
const reference = await measure('reference: bare Fastify hello-world', { url: 'http://127.0.0.1:3301/' });
await stopProcess(hello);

const rows: Row[] = [reference];
rows.push(...(await benchPlume('embedded PostgreSQL', { DATA_DIR: freshDataDir(), EMBEDDED_PG_PORT: '54359' }, 3302)));

const debian = startDebianPostgres(55442);
if (debian) {
  try {
    const env = {
      DATA_DIR: freshDataDir(),
      DATABASE_URL_EU_WEST_3: `${debian.url}/plume_bench_eu`,
      DATABASE_URL_US_EAST_1: `${debian.url}/plume_bench_us`,
    };
    rows.push(...(await benchPlume('Debian PostgreSQL', env, 3303)));
    const floor = await startProcess(
      'bench/src/hello-server.ts',
      { PORT: '3304', DATABASE_URL: env.DATABASE_URL_EU_WEST_3 },
      'http://127.0.0.1:3304/',
    );
    rows.push(await measure('floor: bare Fastify + one SELECT 1 (Debian PostgreSQL)', { url: 'http://127.0.0.1:3304/db' }));
    await stopProcess(floor);
  } finally {
    debian.stop();
  }
} else {
  console.log('Debian PostgreSQL not available (needs the postgresql package and root): skipped.');
}

const cpu = cpus();
const machine = `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = rows
  .map((r) => `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / reference.rps).toFixed(2)}× | ${r.errors} |`)
  .join('\n');
const markdown = `# Benchmark results

Written by \`npm run bench\` (bench/src/http-bench.ts). Goal: authenticated \`GET /me\` at 0.3× the bare Fastify
reference or better. Login is bounded by argon2id hashing on purpose: it is slow by design. The floor row is a bare
Fastify route doing one \`SELECT 1\` through node-postgres: no endpoint that reads the database once per request can
beat it, so it shows how much of the gap to the reference is the database round trip itself.

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${machine}
- Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per row, from the same machine over loopback

| what | requests/s | p50 ms | p99 ms | ratio to reference | errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${table}
`;
writeFileSync(join(root, 'bench', 'RESULTS.md'), markdown);
console.log('\nWritten bench/RESULTS.md');
