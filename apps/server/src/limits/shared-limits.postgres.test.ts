import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openPostgres, type Database } from '../db/client';
import { testConfig } from '../test/app';
import { buildIdentityTestApp, createUser, type IdentityTestApp } from '../test/identity';
import { testPasswordHashing } from '../test/password-hashing';

/*
 * Issue 27.1, decision 152: the limits are counted in the database, so two instances on one
 * PostgreSQL server hold them in total (not twice), and a new instance after a restart still
 * knows a lock-out.
 */

const env = {
  AUTH_RATE_LIMIT_PER_ADDRESS: '4',
  AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
  TRUSTED_PROXY: '127.0.0.1',
};

let t: IdentityTestApp;
let url: string;
const others: { app: App; database: Database }[] = [];

async function instance(): Promise<App> {
  const database = openPostgres(url);
  const app = await buildApp(testConfig(env), {
    database,
    logger: false,
    passwordHashing: testPasswordHashing,
  });
  others.push({ app, database });
  return app;
}

async function stop(app: App): Promise<void> {
  const index = others.findIndex((other) => other.app === app);
  const [other] = others.splice(index, 1);
  await other?.app.close();
  await other?.database.close();
}

beforeAll(async () => {
  t = await buildIdentityTestApp(env);
  const testUrl = (t.database as { url?: string }).url;
  if (!testUrl) throw new Error('this file runs on PostgreSQL only (TEST_DB=postgres)');
  url = testUrl;
});

afterAll(async () => {
  for (const other of [...others]) await stop(other.app);
  await t.close();
});

function signIn(app: App, email: string, password: string, ip = '10.27.1.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  });
}

describe('limits shared by instances', () => {
  it('refuses sign-ins split over two instances at the limit in total, and after a restart', async () => {
    const owner = await createUser(t);
    const second = await instance();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const app = attempt % 2 === 0 ? t.app : second;
      statuses.push((await signIn(app, owner.email, 'wrong-password')).statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 403]);
    // Each instance saw two tries: counted per process both would let this one through.
    expect((await signIn(t.app, owner.email, 'wrong-password')).statusCode).toBe(429);
    expect((await signIn(second, owner.email, owner.password)).statusCode).toBe(429);

    // A restart: the instance goes, a new one comes on the same database; the lock-out stays.
    await stop(second);
    const restarted = await instance();
    const refused = await signIn(restarted, owner.email, owner.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // The limit was the address from this IP: the owner's other IP still gets in.
    expect((await signIn(restarted, owner.email, owner.password, '10.27.1.2')).statusCode).toBe(
      200,
    );
  });
});
