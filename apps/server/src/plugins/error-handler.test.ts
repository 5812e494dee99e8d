import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from '../errors';
import { buildTestApp, type TestApp } from '../test/app';

const EchoBody = z.object({
  name: z.string().min(1).max(20),
  email: z.email().optional(),
  price: z.number().int().positive().optional(),
  stock: z.number().int().nonnegative().optional(),
  address: z.object({ city: z.string().max(5) }).optional(),
});

const testRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post('/api/_echo', { schema: { body: EchoBody } }, (request) => ({ data: request.body }));
  app.get(
    '/api/_paged',
    { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(100) }) } },
    (request) => ({ data: request.query }),
  );
  app.get('/api/_conflict', () => {
    throw conflict('user_already_member', { userId: ['user_already_member'] });
  });
  app.get('/api/_boom', () => {
    throw new Error('secret detail from /srv/kozos/internal.ts');
  });
  done();
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.register(testRoutes);
});
afterAll(async () => {
  await t.close();
});

async function postEcho(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/_echo', payload: payload as object });
}

describe('validation errors', () => {
  it('names a missing required field in the "is required" form', async () => {
    const response = await postEcho({ email: 'a@b.hu' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'validation_error',
      status: 400,
      errors: { name: ['name is required'] },
    });
  });

  it('lists the required fields when the body is missing altogether', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/_echo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { name: ['name is required'] } });
  });

  it('states the maximum length of a too long string', async () => {
    const response = await postEcho({ name: 'x'.repeat(21) });
    expect(response.json()).toMatchObject({
      errors: { name: ['must be a string with a maximum length of 20'] },
    });
  });

  it('keys nested fields by their dotted path', async () => {
    const response = await postEcho({ name: 'Anna', address: { city: 'Budapest' } });
    expect(response.json()).toMatchObject({
      errors: { 'address.city': ['must be a string with a maximum length of 5'] },
    });
  });

  it('uses the message keys for numbers and e-mails', async () => {
    const response = await postEcho({ name: 'Anna', email: 'nope', price: 0, stock: -1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        email: ['invalid_email'],
        price: ['value_must_be_greater_than_zero'],
        stock: ['cant_be_negative'],
      },
    });
  });

  it('answers a wrong type with invalid_value, never a 500', async () => {
    const response = await postEcho({ name: 42, price: 'cheap' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { name: ['invalid_value'], price: ['invalid_value'] },
    });
  });

  it('validates the query string the same way', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/_paged?limit=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { limit: ['value_must_be_greater_than_zero'] },
    });
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/_paged?limit=500' });
    expect(tooMany.json()).toMatchObject({ errors: { limit: ['invalid_value'] } });
    const missing = await t.app.inject({ method: 'GET', url: '/api/_paged' });
    expect(missing.json()).toMatchObject({ errors: { limit: ['limit is required'] } });
  });

  it('accepts a valid body', async () => {
    const response = await postEcho({ name: 'Anna', price: 10, stock: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Anna', price: 10, stock: 0 } });
  });
});

describe('malformed requests', () => {
  it.each([
    ['broken JSON', '{"name": ', 'application/json', 400],
    ['an empty JSON body', '', 'application/json', 400],
    ['JSON that is not an object', '"just a string"', 'application/json', 400],
    ['an unsupported media type', 'name=Anna', 'text/csv', 415],
  ])('answers %s with a 4xx error body', async (_case, payload, contentType, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/_echo',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status });
    expect(response.json()).toHaveProperty('errors');
  });

  it('answers broken JSON with an empty errors object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/_echo',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json()).toEqual({ message: 'invalid_json', status: 400, errors: {} });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await postEcho({ name: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'payload_too_large', status: 413, errors: {} });
  });
});

describe('application and unexpected errors', () => {
  it('renders an AppError with its status, key and field errors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/_conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'user_already_member',
      status: 409,
      errors: { userId: ['user_already_member'] },
    });
  });

  it('answers an unexpected error with a generic 500 and no details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/_boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'unexpected_error', status: 500, errors: {} });
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toContain('.ts');
  });
});
