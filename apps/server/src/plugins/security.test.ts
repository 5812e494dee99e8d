import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { contentSecurityDirectives } from './security';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'kozos-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Közös</title>');
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each([
    ['the SPA page', '/', 'text/html'],
    ['API JSON', '/api/Teapot', 'application/json'],
    ['an API 404', '/api/nothing-here', 'application/json'],
    ['the health check', '/healthz', 'application/json'],
  ])('sends the CSP and nosniff on %s', async (_what, url, type) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toContain(type);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('upgrades insecure requests only when the public URL is https', () => {
    expect(contentSecurityDirectives('https://kozos.example')['upgrade-insecure-requests']).toEqual(
      [],
    );
    expect(
      contentSecurityDirectives('http://localhost:3000')['upgrade-insecure-requests'],
    ).toBeNull();
  });

  it('turns HSTS on behind an https public URL', async () => {
    const https = await buildTestApp({ PUBLIC_URL: 'https://kozos.example' });
    const response = await https.app.inject({ method: 'GET', url: '/api/Teapot' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await https.close();
  });
});

describe('compression', () => {
  it('compresses a large response when the client accepts gzip', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('prefers brotli when offered', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('leaves small responses alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Teapot',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
