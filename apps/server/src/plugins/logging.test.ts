import { Writable } from 'node:stream';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { Database } from '../db/client';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/database';
import { testPasswordHashing } from '../test/password-hashing';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const testRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post('/api/_login', (request) => {
    request.log.info({ body: request.body, headers: request.headers }, 'login attempt');
    return { data: 'ok' };
  });
  app.get('/api/_boom', () => {
    throw new Error('kaboom in a service');
  });
  done();
};

let app: App;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
    database,
    logger: logStream,
    passwordHashing: testPasswordHashing,
  });
  await app.register(testRoutes);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type LogLine = { level: number; reqId?: string; msg?: string; err?: { stack?: string } };
const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);

describe('logs', () => {
  it('writes JSON lines that carry the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const id = response.headers['x-request-id'];
    expect(parsed().some((line) => line.reqId === id && line.msg === 'request completed')).toBe(
      true,
    );
  });

  it('never writes credentials or passwords', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/_login',
      headers: { authorization: 'Bearer s3cret-token', cookie: 'sid=s3cret-cookie' },
      payload: { email: 'anna@example.hu', password: 's3cret-pass' },
    });
    const output = lines.join('\n');
    expect(output).toContain('login attempt');
    expect(output).toContain('anna@example.hu');
    expect(output).not.toContain('s3cret');
  });

  it('keeps one-time tokens in URLs out of the request log', async () => {
    const urls = [
      '/api/auth/verify-email?token=s3cret-jwt&callbackURL=%2F',
      '/api/auth/reset-password/s3cret-reset?callbackURL=%2Fresetpassword',
      '/api/CreateUser/Check/s3cret-activation',
      '/activate?k=s3cret-k',
      '/api/auth/oauth2/callback/google?code=s3cret-code&state=s3cret-state',
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    const output = lines.join('\n');
    expect(output).toContain('/api/auth/reset-password/[redacted]?callbackURL=%2Fresetpassword');
    expect(output).toContain('/api/CreateUser/Check/[redacted]');
    expect(output).toContain('code=[redacted]&state=[redacted]');
    expect(output).not.toContain('s3cret');
  });

  it('logs an unexpected error with its stack and the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/_boom' });
    expect(response.statusCode).toBe(500);
    const entry = parsed().find((line) => line.msg === 'unexpected error');
    expect(entry?.level).toBe(50);
    expect(entry?.reqId).toBe(response.headers['x-request-id']);
    expect(entry?.err?.stack).toContain('kaboom in a service');
  });
});
