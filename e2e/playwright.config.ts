import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFreePort } from './support/free-port';

// The config is loaded by the runner and again by every worker: the port and the data directory
// are chosen once and handed down through the environment, so all of them talk to one server.
process.env.KOZOS_E2E_PORT ??= String(await findFreePort());
process.env.KOZOS_E2E_SMTP_PORT ??= String(await findFreePort());
process.env.KOZOS_E2E_MAIL_HTTP_PORT ??= String(await findFreePort());
process.env.KOZOS_E2E_OIDC_PORT ??= String(await findFreePort());
process.env.KOZOS_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kozos-e2e-'));
const port = Number(process.env.KOZOS_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const root = resolve(import.meta.dirname, '..');
const node = JSON.stringify(process.execPath);
const oidcUrl = `http://127.0.0.1:${process.env.KOZOS_E2E_OIDC_PORT}`;
const google = { clientId: 'kozos-e2e-client', clientSecret: 'kozos-e2e-secret' };

export default defineConfig({
  testDir: './specs',
  // Registers the site administrator before any spec (support/site-admin.ts); it runs after
  // the web servers below are up.
  globalSetup: './support/site-admin.ts',
  outputDir: './.artifacts/test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous: a 2-core CI machine runs two browsers, the server and its database at once.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  // scripts/test.mjs asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to sum up the counts.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Every spec's browser runs in Budapest while the server runs in UTC (decision 062): a time
    // typed at 18:00 must come back as 18:00, across daylight-saving changes.
    timezoneId: 'Europe/Budapest',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // A real SMTP server; specs read what it caught over HTTP (support/mail.ts).
      command: `${node} --import tsx e2e/support/mail-catcher.ts ${process.env.KOZOS_E2E_SMTP_PORT} ${process.env.KOZOS_E2E_MAIL_HTTP_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${process.env.KOZOS_E2E_MAIL_HTTP_PORT}/mails`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A real OpenID Connect provider standing in for Google, found through configuration.
      command: `${node} --import tsx e2e/support/oidc-server.ts ${process.env.KOZOS_E2E_OIDC_PORT} ${google.clientId} ${google.clientSecret} ${baseURL}`,
      cwd: root,
      url: `${oidcUrl}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The real server, on the built web app, with a fresh embedded database.
      command: `${node} --import tsx apps/server/src/main.ts`,
      cwd: root,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: process.env.KOZOS_E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${process.env.KOZOS_E2E_SMTP_PORT}`,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_DISCOVERY_URL: `${oidcUrl}/.well-known/openid-configuration`,
        // Every spec signs up from 127.0.0.1: the per-IP limit is for people, not for this run.
        AUTH_RATE_LIMIT_PER_IP: '100000',
      },
    },
  ],
});
