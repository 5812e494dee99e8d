import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed in this one place. Nothing else in the
 * server touches `process.env`, so this file is the full list of settings.
 */
const EnvSchema = z.object({
  /** Port the HTTP server listens on. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Interface to bind; 0.0.0.0 so a container or LAN device can reach it. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder for the embedded database, backups and other local state; relative to the cwd. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A PostgreSQL server URL; when set it replaces the embedded PGlite database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** The address users reach the app at; used in links and to decide on HSTS. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** development | production | test; only informational for now. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Built web app to serve with SPA fallback; defaults to apps/web/dist of this checkout. */
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Without a trailing slash. */
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof EnvSchema>['NODE_ENV'];
  /** Absolute path. */
  webDistDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads the settings from `env`; throws a {@link ConfigError} naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as in most shells' .env handling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(process.cwd(), vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    logLevel: vars.LOG_LEVEL,
    nodeEnv: vars.NODE_ENV,
    webDistDir: vars.WEB_DIST_DIR
      ? path.resolve(process.cwd(), vars.WEB_DIST_DIR)
      : defaultWebDistDir,
  };
}
