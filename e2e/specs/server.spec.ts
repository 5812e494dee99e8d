import { expect, test } from '@playwright/test';

test('the server reports its health and its teapot', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });

  const teapot = await request.get('/api/Teapot');
  expect(teapot.status()).toBe(418);
});

test('pages are served with a CSP and nosniff, and deep links fall back to the app', async ({
  request,
}) => {
  const response = await request.get('/groups/some-id/details');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the OpenAPI document is served', async ({ request }) => {
  const response = await request.get('/api/docs/json');
  expect(response.status()).toBe(200);
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths)).toContain('/api/Teapot');
});

test('the page loads without CSP violations or console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/test');
  await expect(page.getByRole('main')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the login screen calls the teapot and ignores its 418', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium itself logs every non-2xx response it fetched; the page cannot silence that.
    if (message.type() === 'error' && !message.text().includes('status of 418'))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const teapot = page.waitForResponse((response) => response.url().endsWith('/api/Teapot'));
  await page.goto('/');
  expect((await teapot).status()).toBe(418);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Give a late console message the chance to arrive.
  await page.waitForTimeout(300);
  expect(problems).toEqual([]);
});
