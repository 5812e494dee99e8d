import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { testCertificate } from '../apps/server/src/test/push-service';
import { findFreePorts } from './support/free-port';

// The config is loaded by the runner and again by every worker: the port and the data directory
// are chosen once and handed down through the environment, so all of them talk to one server.
const ports = process.env.KOZOS_E2E_PORT ? [] : await findFreePorts(6);
const [appPort, smtpPort, mailHttpPort, oidcPort, pushPort, pushHttpPort] = ports.map(String);
process.env.KOZOS_E2E_PORT ??= appPort;
process.env.KOZOS_E2E_SMTP_PORT ??= smtpPort;
process.env.KOZOS_E2E_MAIL_HTTP_PORT ??= mailHttpPort;
process.env.KOZOS_E2E_OIDC_PORT ??= oidcPort;
process.env.KOZOS_E2E_PUSH_PORT ??= pushPort;
process.env.KOZOS_E2E_PUSH_HTTP_PORT ??= pushHttpPort;
process.env.KOZOS_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kozos-e2e-'));
// The local push service's certificate, made before the app starts so that it can trust it.
if (!process.env.KOZOS_E2E_PUSH_CERT_DIR) {
  const certDir = mkdtempSync(join(tmpdir(), 'kozos-e2e-push-'));
  const { cert, key } = await testCertificate();
  writeFileSync(join(certDir, 'cert.pem'), cert);
  writeFileSync(join(certDir, 'key.pem'), key);
  process.env.KOZOS_E2E_PUSH_CERT_DIR = certDir;
}
const pushCertDir = process.env.KOZOS_E2E_PUSH_CERT_DIR;
const port = Number(process.env.KOZOS_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const root = resolve(import.meta.dirname, '..');
const node = JSON.stringify(process.execPath);
const oidcUrl = `http://127.0.0.1:${process.env.KOZOS_E2E_OIDC_PORT}`;
const google = { clientId: 'kozos-e2e-client', clientSecret: 'kozos-e2e-secret' };

// Specs run in Chromium's headless shell (Debian's chromium-headless-shell: the same Blink and V8
// without the full browser's layers; Playwright's own default for headless), which takes less
// CPU for the same specs (decision 207). It always answers "denied" for notifications, so a test
// tagged @full-browser runs in the full browser (CHROMIUM_PATH, /usr/bin/chromium by default).
// Without the shell (CHROMIUM_SHELL_PATH, or the Debian path) every test runs in the full browser.
const fullBrowser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShell =
  process.env.CHROMIUM_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : fullBrowser);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const desktopChrome = { ...devices['Desktop Chrome'], channel: undefined };

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
  // A first load of the app (its chunks, texts and session) took 7–9 s at times when both workers
  // loaded screens at once on a busy 2-core machine.
  expect: { timeout: 10_000 },
  // scripts/test.mjs asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to sum up the counts.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Every spec's browser runs in Budapest while the server runs in UTC (decision 062): a time
    // typed at 18:00 must come back as 18:00, across daylight-saving changes.
    timezoneId: 'Europe/Budapest',
    // Fades and colour transitions (a toast, a dialog, a theme switch) take 0.01 ms under reduced
    // motion (index.css): axe once measured a live toast's title half-faded-in during a scan (a
    // flaky color-contrast). Every context, also those made with browser.newContext(), gets it.
    reducedMotion: 'reduce',
    // Recording a trace costs every test CPU on a 2-core machine; a failed test's retry (CI)
    // records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      grepInvert: /@full-browser/,
      use: {
        ...desktopChrome,
        launchOptions: { executablePath: headlessShell, args: chromiumArgs },
      },
    },
    {
      name: 'chromium-full',
      grep: /@full-browser/,
      use: { ...desktopChrome, launchOptions: { executablePath: fullBrowser, args: chromiumArgs } },
    },
  ],
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
      // A local Web Push service (support/push-service.ts): the browser's push service in specs.
      command: `${node} --import tsx e2e/support/push-service.ts ${process.env.KOZOS_E2E_PUSH_PORT} ${process.env.KOZOS_E2E_PUSH_HTTP_PORT} ${JSON.stringify(pushCertDir)}`,
      cwd: root,
      url: `http://127.0.0.1:${process.env.KOZOS_E2E_PUSH_HTTP_PORT}/ready`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The real server as production runs it (compiled, decision 149), on the built web app,
      // with a fresh embedded database.
      command: `${node} scripts/build-server.mjs --if-stale && ${node} apps/server/dist/main.js`,
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
        // Pushes go to the local push service only, over HTTPS with its certificate.
        PUSH_SERVICE_HOSTS: `127.0.0.1:${process.env.KOZOS_E2E_PUSH_PORT}`,
        NODE_EXTRA_CA_CERTS: join(pushCertDir, 'cert.pem'),
        // Every spec signs up from 127.0.0.1: the per-IP limit is for people, not for this run.
        AUTH_RATE_LIMIT_PER_IP: '100000',
      },
    },
  ],
});
