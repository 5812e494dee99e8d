import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { appMeta } from '../../db/schema';
import { buildTestApp, testConfig, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { testPasswordHashing } from '../../test/password-hashing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('system routes', () => {
  it('answers GET /api/Teapot with 418 and the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ message: 'teapot', status: 418, errors: {} });
  });

  it('reports healthy after pinging the database', async () => {
    const ping = vi.spyOn(t.database, 'ping');
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: '0.12.0' });
    expect(ping).toHaveBeenCalledOnce();
    ping.mockRestore();
  });

  it('has a migrated database behind it', async () => {
    await t.database.db.insert(appMeta).values({ key: 'probe', value: 'yes' });
    const rows = await t.database.db.select().from(appMeta).where(eq(appMeta.key, 'probe'));
    expect(rows).toMatchObject([{ key: 'probe', value: 'yes' }]);
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await createTestDatabase();
    await database.close();
    const app = await buildApp(testConfig(), {
      database,
      logger: false,
      passwordHashing: testPasswordHashing,
    });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'error', version: '0.12.0' });
    await app.close();
  });
});
