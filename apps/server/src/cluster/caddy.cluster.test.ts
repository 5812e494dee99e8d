import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import {
  buildServerIfStale,
  findCaddy,
  startCaddy,
  startInstance,
  type Caddy,
  type Instance,
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
 * The cluster tier behind Caddy (issue 27.7, decision 188): three instances of the compiled
 * server on one fresh PostgreSQL database, behind Caddy running docs/deploy/caddy/Caddyfile —
 * the production file, its placeholders set to plain HTTP on a free port and these instances —
 * and every check made through the proxy. Without caddy it is skipped, except in CI.
 */

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const caddyPath = findCaddy();
const skip = !caddyPath && process.env.CI !== 'true';
if (skip) {
  console.warn(
    'cluster tier: the Caddy tests are skipped, caddy is not installed ' +
      '(apt-get install caddy, or set CADDY_PATH)',
  );
}
const dbName = `kozos_caddy_${randomBytes(6).toString('hex')}`;
const instances: Instance[] = [];
let caddy: Caddy;
let proxyPort: number;
let database: Database;
let dir: string;

const members = (count: number) => makeMembers(database, count);
const call = <T>(member: Member, method: string, url: string, body?: unknown) =>
  callThrough<T>(proxyPort, member, method, url, body);

describe.skipIf(skip)('three instances behind Caddy (docs/deploy/caddy/Caddyfile)', () => {
  beforeAll(async () => {
    if (!adminUrl) throw new Error('the cluster tier needs TEST_DATABASE_URL');
    if (!caddyPath) throw new Error('CI must run the Caddy tests: apt-get install caddy');
    buildServerIfStale();
    dir = await mkdtemp(path.join(tmpdir(), 'kozos-caddy-'));
    await withAdminClient(adminUrl, (client) => client.query(`create database ${dbName}`));
    const url = databaseUrl(adminUrl, dbName);
    proxyPort = await freePort();
    const ports = [await freePort(), await freePort(), await freePort()];
    const env = {
      DATABASE_URL: url,
      DATA_DIR: dir,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      TRUSTED_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Long enough for Caddy's health check (every 200 ms here) to see /healthz answer 503.
      SHUTDOWN_DRAIN_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '20000',
      AUTH_RATE_LIMIT_PER_ADDRESS: '4',
    };
    instances.push(...(await Promise.all(ports.map((port) => startInstance(port, env)))));
    caddy = await startCaddy(caddyPath, path.join(dir, 'caddy'), proxyPort, ports);
    database = openPostgres(url);
  }, 180_000);

  afterAll(async () => {
    await caddy?.stop();
    for (const instance of instances) instance.process.kill('SIGKILL');
    await database?.close();
    if (adminUrl)
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${dbName} with (force)`),
      );
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('counts the sign-in limit once for all instances, by the client IP Caddy saw', async () => {
    const email = `limit-${randomUUID()}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const answer = await request({
        port: proxyPort,
        method: 'POST',
        path: '/api/auth/sign-in/email',
        body: { email, password: 'wrong-password' },
        // Caddy trusts no client's X-Forwarded-For (no `trusted_proxies`): it sends its own.
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      statuses.push(answer.status);
    }
    // Round robin spread the nine over the three instances; the limit of 4 held in total.
    expect(statuses.filter((status) => status === 429)).toHaveLength(9 - 4);
    const counted = (ip: string) => signInsCounted(database, email, ip);
    expect(await counted(clientAddress)).toBe(9);
    expect(await counted('127.0.0.1')).toBe(0);
    expect(await counted('203.0.113.9')).toBe(0);
  });

  it('streams a write made through Caddy to live tabs connected through Caddy', async () => {
    const [reader] = await members(1);
    // Three tabs, spread over the instances by round robin; Caddy must not buffer the stream.
    const tabs = [0, 1, 2].map(() => new ReconnectingTab(proxyPort, reader!.token));
    try {
      await eventually(() => expect(tabs.every((tab) => tab.connected)).toBe(true));
      await call(reader!, 'POST', '/api/Notification/Test');
      await eventually(() =>
        expect(tabs.map((tab) => tab.notifications.length)).toEqual([1, 1, 1]),
      );
      expect(tabs.flatMap((tab) => tab.failures)).toEqual([]);
    } finally {
      for (const tab of tabs) tab.stop();
    }
  });

  it('keeps every request succeeding while one instance stops on SIGTERM', async () => {
    const started = performance.now();
    const [dealer, ...buyers] = await members(5);
    const groupId = await groupWith(database, proxyPort, dealer!, buyers);
    const offer = await honeyOffer(proxyPort, dealer!, groupId, 48);
    const load = steadyLoad(proxyPort, buyers, offer.id);
    const { counts, tabs } = load;
    const stopped = instances[0]!;
    let before = { reads: 0, acknowledged: 0 };
    try {
      await eventually(() => expect(tabs.every((tab) => tab.connected)).toBe(true));
      await eventually(() => {
        expect(counts.reads).toBeGreaterThan(0);
        expect(counts.acknowledged).toBeGreaterThan(0);
      });
      // No change to Caddy: its health check finds /healthz at 503 during the drain window and
      // sends nothing new there; a refused connection goes to another instance.
      stopped.process.kill('SIGTERM');
      expect(await stopped.exited, stopped.output()).toBe(0);
      before = { ...counts };
      // The load goes on with two instances.
      await eventually(() => {
        expect(counts.reads).toBeGreaterThan(before.reads);
        expect(counts.acknowledged).toBeGreaterThan(before.acknowledged);
      });
      await eventually(() => expect(tabs.every((tab) => tab.connected)).toBe(true));
    } finally {
      await load.stop();
    }
    console.warn(
      `Caddy, one instance stopped: ${counts.reads} reads and ${counts.acknowledged} orders in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (${before.reads} and ` +
        `${before.acknowledged} until it exited); tab connections ` +
        `${tabs.map((tab) => tab.connections).join(', ')}`,
    );
    expect(load.failures).toEqual([]);
    expect(tabs.flatMap((tab) => tab.failures)).toEqual([]);
    expect((await countOrders(database.db, offer.id)).units).toBe(counts.acknowledged);
  }, 120_000);
});
