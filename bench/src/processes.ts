import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Starts a TypeScript entry point under tsx and waits until `readyUrl` answers. */
export async function startProcess(entry: string, env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${entry} did not answer ${readyUrl} in time`);
}

/** Stops a child and waits for it, so its database shuts down cleanly. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A data folder the `postgres` user can reach when we run as root. */
export function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'plume-bench-'));
  chmodSync(dir, 0o755);
  return dir;
}

/** Debian's PostgreSQL, started as a throwaway cluster on loopback; undefined when not installed or not root. */
export function startDebianPostgres(port: number): { url: string; stop: () => void } | undefined {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const version = versions.at(-1);
  if (!version || process.getuid?.() !== 0) return undefined;
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const data = freshDataDir();
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${cmd}`, ...args], { stdio: 'ignore' });
  execFileSync('chown', ['postgres', data]);
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  asPostgres('pg_ctl', ['-D', data, '-l', join(data, 'log'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k /tmp`, '-w', 'start']);
  for (const db of ['plume_bench_eu', 'plume_bench_us']) {
    execFileSync('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', `CREATE DATABASE ${db}`], { stdio: 'ignore' });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    stop: () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop']),
  };
}
