import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { eventually } from '../eventually';
import { request } from './client';

/*
 * The cluster tier's parts (decisions 187, 188): instances of the compiled server in processes of
 * their own, nginx in front of them with docs/deploy/nginx/kozos-proxy.conf included or Caddy
 * running docs/deploy/caddy/Caddyfile, and an
 * HTTP client that talks from another loopback address (127.0.0.2), so the client IP an
 * instance sees tells the proxy's X-Forwarded-For from the socket's address (127.0.0.1).
 */

export const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
export const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
export const proxyConf = path.join(repoRoot, 'docs/deploy/nginx/kozos-proxy.conf');
export const caddyfile = path.join(repoRoot, 'docs/deploy/caddy/Caddyfile');

export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function findCaddy(): string | undefined {
  for (const candidate of [process.env.CADDY_PATH, '/usr/bin/caddy', '/usr/local/bin/caddy']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Builds apps/server/dist when it is missing or older than its sources. */
export function buildServerIfStale(): void {
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts/build-server.mjs'), '--if-stale'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`build-server failed: ${result.stderr}`);
}

export interface Instance {
  port: number;
  process: ChildProcess;
  /** Settles with the exit code. */
  exited: Promise<number | null>;
  output(): string;
}

/** One instance of the compiled server; resolves once its /healthz answers. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  await eventually(
    async () => {
      if (gone) throw new Error(`instance on ${port} exited: ${output}`);
      expect((await request({ port, path: '/healthz' })).status).toBe(200);
    },
    { timeout: 60_000 },
  );
  return { port, process: child, exited, output: () => output };
}

export interface Nginx {
  port: number;
  /** Rewrites the upstream block (`down` takes an instance out) and reloads; resolves once a
   * worker of the new configuration runs. */
  setUpstream(ports: number[], down?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startNginx(
  nginx: string,
  dir: string,
  port: number,
  upstreamPorts: number[],
): Promise<Nginx> {
  await mkdir(path.join(dir, 'logs'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  const upstream = path.join(dir, 'upstream.conf');
  const writeUpstream = (ports: number[], down?: number) =>
    writeFile(
      upstream,
      [
        'upstream kozos {',
        ...ports.map((p) => `    server 127.0.0.1:${p}${p === down ? ' down' : ''};`),
        '    keepalive 16;',
        '}',
        '',
      ].join('\n'),
    );
  await writeUpstream(upstreamPorts);
  await writeFile(
    conf,
    [
      // As root, the workers would switch to `nobody`, who cannot read this private folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `    access_log ${dir}/logs/access.log;`,
      `    client_body_temp_path ${dir}/client_body;`,
      `    proxy_temp_path ${dir}/proxy;`,
      `    fastcgi_temp_path ${dir}/fastcgi;`,
      `    uwsgi_temp_path ${dir}/uwsgi;`,
      `    scgi_temp_path ${dir}/scgi;`,
      `    include ${upstream};`,
      '    server {',
      `        listen 127.0.0.1:${port};`,
      `        include ${proxyConf};`,
      '    }',
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-e', `${dir}/logs/error.log`, '-c', conf];
  const master = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  master.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => master.on('exit', () => resolve()));
  await eventually(async () => {
    if (master.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    expect((await request({ port, path: '/healthz' })).status).toBe(200);
  });
  const workers = () => childrenOf(master.pid ?? 0);
  return {
    port,
    async setUpstream(ports, down) {
      const before = new Set(await workers());
      await writeUpstream(ports, down);
      master.kill('SIGHUP');
      await eventually(async () =>
        expect((await workers()).some((pid) => !before.has(pid))).toBe(true),
      );
    },
    async stop() {
      master.kill('SIGQUIT');
      await exited;
    },
  };
}

export interface Caddy {
  port: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Caddy running docs/deploy/caddy/Caddyfile as it is, its placeholders set: plain HTTP on
 * 127.0.0.1:`port`, the given instances, health checks every 200 ms, no admin endpoint, and its
 * storage in `dir`. Resolves once /healthz answers through it.
 */
export async function startCaddy(
  caddy: string,
  dir: string,
  port: number,
  upstreamPorts: number[],
): Promise<Caddy> {
  await mkdir(dir, { recursive: true });
  const child = spawn(caddy, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    cwd: dir,
    env: {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      KOZOS_SITE: `http://127.0.0.1:${port}`,
      KOZOS_UPSTREAMS: upstreamPorts.map((p) => `127.0.0.1:${p}`).join(' '),
      KOZOS_HEALTH_INTERVAL: '200ms',
      KOZOS_CADDY_ADMIN: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`caddy exited: ${output}`);
    expect((await request({ port, path: '/healthz' })).status).toBe(200);
  });
  return {
    port,
    output: () => output,
    async stop() {
      // Caddy waits for open streams on a graceful stop; the test's proxy has nothing to keep.
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The process ids whose parent is `pid` (nginx's workers), from /proc. */
async function childrenOf(pid: number): Promise<string[]> {
  const children: string[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …: the command may hold spaces, so read after its last ')'.
    const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (ppid === String(pid)) children.push(entry);
  }
  return children;
}
