import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

const indexHtml = '<!doctype html><html><head><title>Közös</title></head><body></body></html>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'kozos-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  await writeFile(path.join(webDist, 'assets', 'app-3f9a1c.js'), 'console.log("hi");');
  await writeFile(path.join(webDist, 'manifest.webmanifest'), '{}');
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html at /', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/some/page', '/groups/123/feed?tab=events', '/start'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the JSON 404 for unknown API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'not_found', status: 404, errors: {} });
  });

  it('answers non-GET requests to page paths with the JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/some/page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'not_found', status: 404, errors: {} });
  });
});
