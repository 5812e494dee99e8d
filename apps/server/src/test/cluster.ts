import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createParser } from 'eventsource-parser';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { eq } from 'drizzle-orm';
import { limitWindows, memberships, sessions, users } from '../db/schema';
import { eventually } from './eventually';

/*
 * The cluster tier's parts (decisions 187, 188): instances of the compiled server in processes of
 * their own, nginx in front of them with docs/deploy/nginx/kozos-proxy.conf included or Caddy
 * running docs/deploy/caddy/Caddyfile, and an
 * HTTP client that talks from another loopback address (127.0.0.2), so the client IP an
 * instance sees tells the proxy's X-Forwarded-For from the socket's address (127.0.0.1).
 */

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
export const proxyConf = path.join(repoRoot, 'docs/deploy/nginx/kozos-proxy.conf');
export const caddyfile = path.join(repoRoot, 'docs/deploy/caddy/Caddyfile');
/** The client's own address: a loopback address that is not the proxy's. */
export const clientAddress = '127.0.0.2';

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

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request on a connection of its own, from `clientAddress`. */
export function request(options: {
  port: number;
  path: string;
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        method: options.method ?? 'GET',
        localAddress: clientAddress,
        agent: false,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * A browser tab's live stream through `port` that reconnects when the server ends it (as the
 * web's live client does, without its wait), and counts its connections and events.
 */
export class ReconnectingTab {
  connections = 0;
  reconnectHints = 0;
  notifications: string[] = [];
  failures: string[] = [];
  connected = false;
  #stopped = false;
  #current: http.ClientRequest | undefined;

  constructor(
    private readonly port: number,
    private readonly token: string,
  ) {
    this.#open();
  }

  #open(): void {
    if (this.#stopped) return;
    const outgoing = http.get(
      {
        host: '127.0.0.1',
        port: this.port,
        path: '/api/Notification/Live',
        localAddress: clientAddress,
        agent: false,
        headers: { accept: 'text/event-stream', authorization: `Bearer ${this.token}` },
      },
      (response) => {
        if (response.statusCode !== 200) {
          this.failures.push(`status ${response.statusCode}`);
          response.resume();
          response.on('end', () => this.#open());
          return;
        }
        this.connections += 1;
        this.connected = true;
        const parser = createParser({
          onEvent: (event) => {
            if (event.event === 'reconnect') this.reconnectHints += 1;
            if (event.event === 'notification') this.notifications.push(event.data);
          },
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => parser.feed(chunk));
        response.on('end', () => {
          this.connected = false;
          this.#open();
        });
        response.on('error', () => undefined);
      },
    );
    outgoing.on('error', (error) => {
      if (this.#stopped) return;
      this.connected = false;
      this.failures.push(error.message);
      this.#open();
    });
    this.#current = outgoing;
  }

  stop(): void {
    this.#stopped = true;
    this.#current?.destroy();
  }
}

export interface Member {
  id: string;
  token: string;
}

/** Members made straight in the database, each with a session token. */
export async function makeMembers(database: Database, count: number): Promise<Member[]> {
  const made = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        const id = randomUUID();
        return { email: `cluster-${id}@example.org`, emailVerified: true, name: `C ${id}` };
      }),
    )
    .returning({ id: users.id });
  const tokens = made.map(() => randomBytes(24).toString('base64url'));
  await database.db.insert(sessions).values(
    made.map((user, i) => ({
      userId: user.id,
      token: tokens[i] ?? '',
      expiresAt: new Date(Date.now() + 3600_000),
    })),
  );
  return made.map((user, i) => ({ id: user.id, token: tokens[i] ?? '' }));
}

/** A JSON call through `port` that must succeed; its `data`. */
export async function callThrough<T>(
  port: number,
  member: Member,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const answer = await request({ port, method, path: url, token: member.token, body });
  expect(answer.status, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return (JSON.parse(answer.body) as { data: T }).data;
}

/** A group made by `admin` through `port`, the others added straight in the database (none of
 * them has asked anything yet, so nothing is cached). */
export async function groupWith(
  database: Database,
  port: number,
  admin: Member,
  others: Member[],
): Promise<string> {
  const group = await callThrough<{ id: string }>(port, admin, 'POST', '/api/Group', {
    name: 'Fürt',
    description: 'Three instances',
  });
  await database.db
    .insert(memberships)
    .values(others.map((member) => ({ groupId: group.id, userId: member.id })));
  return group.id;
}

/** How many sign-ins the per-(address, IP) window counted for `email` from `ip`. */
export async function signInsCounted(database: Database, email: string, ip: string) {
  const digest = createHash('sha256').update(`sign-in|address-ip|${email}|${ip}`);
  const [row] = await database.db
    .select({ count: limitWindows.count })
    .from(limitWindows)
    .where(eq(limitWindows.key, `rate|${digest.digest('base64url')}`));
  return row?.count ?? 0;
}

/** An offer of honey by `dealer` in `groupId` through `port`, its order deadline `deadlineHours`
 * from now (within a day, its order-deadline reminders are due at once, decision 088). */
export async function honeyOffer(
  port: number,
  dealer: Member,
  groupId: string,
  deadlineHours: number,
): Promise<{ id: string }> {
  const product = await callThrough<{ id: string }>(port, dealer, 'POST', '/api/Product', {
    name: 'Akácméz',
    tags: 'system.food',
    description: 'Pergetett',
    unit: 50,
    measure: 'dkg',
    price: 1200,
  });
  const hour = 3600_000;
  return callThrough<{ id: string }>(port, dealer, 'POST', '/api/Offer', {
    productId: product.id,
    groupId,
    orderDeadline: new Date(Date.now() + deadlineHours * hour).toISOString(),
    purchaseTime: new Date(Date.now() + 60 * hour).toISOString(),
    delivery: new Date(Date.now() + 72 * hour).toISOString(),
    totalAmount: 100_000,
  });
}

/**
 * Steady load through `port` while instances stop: the first two buyers read the feed, the others
 * order one unit of `offerId` at a time, each buyer keeps a live tab. `counts` grow with every
 * answer under 300; every other answer or error is in `failures`.
 */
export function steadyLoad(port: number, buyers: Member[], offerId: string) {
  const failures: string[] = [];
  const counts = { reads: 0, acknowledged: 0 };
  let running = true;
  const note = (what: string) => (answer: Answer) => {
    if (answer.status >= 300) failures.push(`${what}: ${answer.status} ${answer.body}`);
    return answer.status < 300;
  };
  const loop = async (what: string, send: () => Promise<Answer>, count: () => void) => {
    while (running) {
      const ok = await send()
        .then(note(what))
        .catch((error: Error) => failures.push(`${what}: ${error.message}`));
      if (ok === true) count();
    }
  };
  const read = (member: Member) =>
    loop(
      'feed',
      () => request({ port, path: '/api/Feed', token: member.token }),
      () => (counts.reads += 1),
    );
  const order = (member: Member) =>
    loop(
      'order',
      () =>
        request({
          port,
          method: 'POST',
          path: '/api/Order',
          token: member.token,
          body: { offerId, amount: 1 },
        }),
      () => (counts.acknowledged += 1),
    );
  const tabs = buyers.map((buyer) => new ReconnectingTab(port, buyer.token));
  const loops = [...buyers.slice(0, 2).map(read), ...buyers.slice(2).map(order)];
  return {
    failures,
    counts,
    tabs,
    async stop() {
      running = false;
      await Promise.all(loops);
      for (const tab of tabs) tab.stop();
    },
  };
}
