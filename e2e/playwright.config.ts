import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFreePort } from './support/free-port';

// The config is loaded by the runner and again by every worker: the port and the data directory
// are chosen once and handed down through the environment, so all of them talk to one server.
process.env.KOZOS_E2E_PORT ??= String(await findFreePort());
process.env.KOZOS_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kozos-e2e-'));
const port = Number(process.env.KOZOS_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './specs',
  outputDir: './.artifacts/test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // scripts/test.mjs asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to sum up the counts.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
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
  webServer: {
    // The real server, on the built web app, with a fresh embedded database.
    command: `${JSON.stringify(process.execPath)} --import tsx apps/server/src/main.ts`,
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
    },
  },
});
