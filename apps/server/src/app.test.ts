import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const notFoundBody = { message: 'not_found', status: 404, errors: {} };

describe('unknown paths', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers %s on an unknown /api path with the JSON 404',
    async (method) => {
      const response = await t.app.inject({ method, url: '/api/NoSuchThing/12?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(notFoundBody);
    },
  );

  it('answers a page path with the JSON 404 when no web build exists', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/some/page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('request ids', () => {
  it('returns a generated id in x-request-id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('honours a sane incoming x-request-id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Teapot',
      headers: { 'x-request-id': 'edge-proxy.42:abc' },
    });
    expect(response.headers['x-request-id']).toBe('edge-proxy.42:abc');
  });

  it('replaces an incoming id that could inject into the logs', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Teapot',
      headers: { 'x-request-id': 'bad id {"level":60}' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the id on error responses too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3 document that lists the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty('/api/Teapot');
    expect(doc.paths).toHaveProperty('/healthz');
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the docs UI with only external scripts, so the CSP allows it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = response.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="/);
    const bundle = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(bundle.statusCode).toBe(200);
  });
});
