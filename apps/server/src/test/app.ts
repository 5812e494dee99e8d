import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './database';
import { testPasswordHashing } from './password-hashing';

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Config for tests: no web build unless a test passes one, logs only with TEST_LOG=1. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'kozos-test-unused'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'kozos-test-no-web-dist'),
    // A fixed secret keeps buildApp from touching the database (the 503 test closes it first);
    // identity tests cover the generated one.
    AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    // Files send many sign-ins from 127.0.0.1; the rate-limit tests pass small numbers.
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_ADDRESS: '10000',
    AUTH_SIGN_IN_LIMIT_PER_ADDRESS: '10000',
    // The same for invitations and test notifications: their own tests pass the real limits.
    NOTIFICATION_TEST_LIMIT: '10000',
    INVITATION_LIMIT_PER_INVITER: '10000',
    INVITATION_LIMIT_PER_ADDRESS: '10000',
    ACCESS_CODE_ATTEMPTS_PER_USER: '10000',
    ACCESS_CODE_ATTEMPTS_PER_IP: '10000',
    CALENDAR_FEED_LIMIT_PER_IP: '10000',
    ...env,
  });
}

/**
 * The real app on a fresh database. Tests may add routes to `app` before the first
 * `inject()` (which makes it ready).
 */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  deps: Partial<Omit<AppDeps, 'database'>> = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  const app = await buildApp(config, {
    logger: process.env.TEST_LOG === '1',
    // Cheap hashing unless a test passes `passwordHashing: undefined` (decision 190).
    passwordHashing: testPasswordHashing,
    ...deps,
    database,
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
