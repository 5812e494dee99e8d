import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { notifications } from '../db/schema';
import {
  buildServerIfStale,
  findNginx,
  startInstance,
  startNginx,
  type Instance,
  type Nginx,
} from '../test/cluster/processes';
import { ReconnectingTab, request, clientAddress } from '../test/cluster/client';
import {
  callThrough,
  honeyOffer,
  groupWith,
  makeMembers,
  signInsCounted,
  steadyLoad,
  type Member,
} from '../test/cluster/members';
import { eventually } from '../test/eventually';
import { freePort } from '../test/free-port';
import { countOrders } from '../test/order-race';
import { databaseUrl, withAdminClient } from '../test/template-database';

/*
 * The cluster tier (issue 27.2/27.3, decision 187): three instances of the compiled server on
 * one fresh PostgreSQL database, behind nginx with docs/deploy/nginx/kozos-proxy.conf, and every
 * check made through the proxy. Runs with TEST_TIER=cluster (scripts/test.mjs), on PostgreSQL.
 */

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const nginxPath = findNginx();
const dbName = `kozos_cluster_${randomBytes(6).toString('hex')}`;
const instances: Instance[] = [];
const env: Record<string, string> = {};
let ports: number[] = [];
let nginx: Nginx;
let proxyPort: number;
let database: Database;
let dir: string;

beforeAll(async () => {
  if (!adminUrl) throw new Error('the cluster tier needs TEST_DATABASE_URL');
  if (!nginxPath) throw new Error('the cluster tier needs nginx (apt-get install nginx)');
  buildServerIfStale();
  dir = await mkdtemp(path.join(tmpdir(), 'kozos-cluster-'));
  await withAdminClient(adminUrl, (client) => client.query(`create database ${dbName}`));
  const url = databaseUrl(adminUrl, dbName);
  proxyPort = await freePort();
  ports = [await freePort(), await freePort(), await freePort()];
  Object.assign(env, {
    DATABASE_URL: url,
    DATA_DIR: dir,
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUSTED_PROXY: '127.0.0.1',
    // Request lines too: the sign-in test reads the client address they name.
    LOG_LEVEL: 'info',
    SCHEDULER_POLL_MS: '200',
    NOTIFICATION_TEST_DELAY_MS: '300',
    SHUTDOWN_DRAIN_MS: '500',
    SHUTDOWN_TIMEOUT_MS: '20000',
    AUTH_RATE_LIMIT_PER_ADDRESS: '4',
  });
  // All three start at once on the empty database: the migrations' advisory lock (decision 185).
  instances.push(...(await Promise.all(ports.map((port) => startInstance(port, env)))));
  nginx = await startNginx(nginxPath, path.join(dir, 'nginx'), proxyPort, ports);
  database = openPostgres(url);
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  for (const instance of instances) instance.process.kill('SIGKILL');
  await database?.close();
  if (adminUrl)
    await withAdminClient(adminUrl, (client) =>
      client.query(`drop database if exists ${dbName} with (force)`),
    );
  if (dir) await rm(dir, { recursive: true, force: true });
});

const members = (count: number) => makeMembers(database, count);
const call = <T>(member: Member, method: string, url: string, body?: unknown) =>
  callThrough<T>(proxyPort, member, method, url, body);
const joinedGroup = (admin: Member, others: Member[]) =>
  groupWith(database, proxyPort, admin, others);

describe('three instances behind nginx', () => {
  it('counts the sign-in limit once for all instances, by the client IP nginx saw', async () => {
    const email = `limit-${randomUUID()}@example.org`;
    const requestIds = `limit-${randomUUID()}`;
    const answers = [];
    for (let i = 0; i < 9; i += 1) {
      answers.push(
        await request({
          port: proxyPort,
          method: 'POST',
          path: '/api/auth/sign-in/email',
          body: { email, password: 'wrong-password' },
          // nginx replaces a client's own X-Forwarded-For with the address it saw.
          headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': `${requestIds}-${i}` },
        }),
      );
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9 - 4);
    // The per-(address, IP) window counted all nine, under the client's own address.
    const counted = (ip: string) => signInsCounted(database, email, ip);
    expect(await counted(clientAddress)).toBe(9);
    expect(await counted('127.0.0.1')).toBe(0);
    expect(await counted('203.0.113.9')).toBe(0);
    // The logs name the same client: each instance's request line of these sign-ins.
    const logged = instances
      .flatMap((instance) => instance.output().split('\n'))
      .filter((line) => line.includes(`"reqId":"${requestIds}-`) && line.includes('"req":'))
      .map((line) => (JSON.parse(line) as { req: { remoteAddress: string } }).req.remoteAddress);
    expect(logged).toEqual(Array.from({ length: 9 }, () => clientAddress));
  });

  it('brings a write on one instance to live tabs on every instance, and voids every cached feed', async () => {
    const [author, reader] = await members(2);
    const groupId = await joinedGroup(author!, [reader!]);
    // One tab on each instance directly, and three through the proxy.
    const tabs = [
      ...ports.map((port) => new ReconnectingTab(port, reader!.token)),
      ...ports.map(() => new ReconnectingTab(proxyPort, reader!.token)),
    ];
    try {
      await eventually(() => expect(tabs.every((tab) => tab.connected)).toBe(true));
      // Each instance caches the reader's feed.
      for (const port of ports) {
        const feed = await request({ port, path: '/api/Feed', token: reader!.token });
        expect(feed.status).toBe(200);
      }
      const post = await call<{ id: string }>(author!, 'POST', '/api/Post', {
        groupId,
        title: 'Everywhere',
        description: 'Written through the proxy',
      });
      for (const port of ports) {
        await eventually(async () => {
          const feed = await request({ port, path: '/api/Feed', token: reader!.token });
          expect(feed.body).toContain(post.id);
        });
      }
      await call(reader!, 'POST', '/api/Notification/Test');
      await eventually(() =>
        expect(tabs.map((tab) => tab.notifications.length)).toEqual(tabs.map(() => 1)),
      );
    } finally {
      for (const tab of tabs) tab.stop();
    }
  });

  it('runs a scheduled job once on one of the three instances', async () => {
    const [member] = await members(1);
    await call(member!, 'POST', '/api/Notification/Test?delayed=true');
    const sent = () =>
      database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, member!.id), eq(notifications.type, 'TEST')))
        .then(([row]) => row?.n ?? 0);
    await eventually(async () => expect(await sent()).toBe(1));
    // Every instance has polled the jobs since (the next job due is run by one of them too).
    await call(member!, 'POST', '/api/Notification/Test?delayed=true');
    await eventually(async () => expect(await sent()).toBe(2));
  });

  it('restarts each instance in turn under load: no request fails, every order counts, every tab comes back, each reminder goes out once', async () => {
    const started = performance.now();
    const [dealer, ...buyers] = await members(5);
    const groupId = await joinedGroup(dealer!, buyers);
    // Within a day: its order-deadline reminders are due at once (decision 088).
    const offer = await honeyOffer(proxyPort, dealer!, groupId, 12);
    const load = steadyLoad(proxyPort, buyers, offer.id);
    const { counts, tabs } = load;
    try {
      await eventually(() => expect(tabs.every((tab) => tab.connected)).toBe(true));
      for (const [i, port] of ports.entries()) {
        const before = { ...counts };
        // Out of the proxy first (nginx has no active health checks), then SIGTERM: it drains.
        await nginx.setUpstream(ports, port);
        const old = instances[i]!;
        old.process.kill('SIGTERM');
        expect(await old.exited, old.output()).toBe(0);
        instances[i] = await startInstance(port, env);
        await nginx.setUpstream(ports);
        // The load went on meanwhile.
        await eventually(() => {
          expect(counts.reads).toBeGreaterThan(before.reads);
          expect(counts.acknowledged).toBeGreaterThan(before.acknowledged);
        });
      }
      await eventually(() => expect(tabs.every((tab) => tab.connected)).toBe(true));
    } finally {
      await load.stop();
    }
    console.warn(
      `rolling restart of 3 instances: ${counts.reads} reads and ${counts.acknowledged} orders in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; tab connections ` +
        `${tabs.map((tab) => tab.connections).join(', ')}`,
    );
    expect(load.failures).toEqual([]);
    expect(tabs.flatMap((tab) => tab.failures)).toEqual([]);
    // A buyer's orders of one offer add up in one order: the units are what counts.
    expect((await countOrders(database.db, offer.id)).units).toBe(counts.acknowledged);
    // Every tab was on an instance that restarted at least once, and came back.
    for (const tab of tabs) expect(tab.connections).toBeGreaterThan(1);

    // Each restarted instance swept the due reminders when it started, the last one after the
    // orders began: every buyer got the order-deadline reminder, and nobody got one twice.
    const orderers = buyers.slice(2).map((buyer) => buyer.id);
    const reminders = () =>
      database.db
        .select({
          userId: notifications.userId,
          type: notifications.type,
          n: sql<number>`count(*)::int`,
        })
        .from(notifications)
        .where(eq(notifications.path, `/offers/${offer.id}`))
        .groupBy(notifications.userId, notifications.type);
    await eventually(async () => {
      const approaching = (await reminders()).filter(
        (row) => row.type === 'ORDER_DEADLINE_APPROACHING',
      );
      expect(approaching.map((row) => row.userId).sort()).toEqual([...orderers].sort());
    });
    const all = await reminders();
    expect(all.filter((row) => row.n !== 1)).toEqual([]);
    expect(all.some((row) => row.type === 'ORDER_DEADLINE_NOT_ORDERED')).toBe(true);
  }, 240_000);
});
