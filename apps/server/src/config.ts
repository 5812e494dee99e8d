import path from 'node:path';
import type { z } from 'zod';
import { EnvSchema } from './config-env';

/** The settings, parsed from the environment (config-env.ts lists every variable). */
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
  /** Absolute path of `<language>/<area>.json` locale files. */
  localesDir: string;
  /** Fastify's `trustProxy`. */
  trustedProxy: boolean | string | undefined;
  auth: AuthConfig;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  notificationTestDelayMs: number;
  schedulerPollMs: number;
  /** Where Prometheus metrics are served; undefined when they are off. */
  metrics: { port: number; host: string } | undefined;
  shutdownTimeoutMs: number;
  shutdownDrainMs: number;
  push: { serviceHosts: string[]; subject: string };
  limits: {
    notificationTests: number;
    commentsPerMinute: number;
    invitationsPerInviter: number;
    invitationsPerAddress: number;
    accessCodeAttemptsPerUser: number;
    accessCodeAttemptsPerIp: number;
    calendarFeed: { perIp: number; windowMs: number };
  };
  photos: PhotoLimits;
  memory: MemoryLimits;
}

/** What the process may hold in memory (decision 233). */
export interface MemoryLimits {
  /** Bytes of cached feed and market answers (RESPONSE_CACHE_BYTES); 0 keeps none. */
  responseCacheBytes: number;
  /** V8's old-generation growth between full collections, in percent; 0: V8's own. */
  heapGrowingPercent: number;
}

/** The photo limits (issue 25, decision 160) and the cache of served variants (decision 225). */
export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
  storagePerUserBytes: number;
  uploadsPerHour: number;
  /** Bytes of served variants kept in memory (decision 225); 0 keeps none. */
  cacheBytes: number;
}

export interface AuthConfig {
  /** Undefined: generated once and kept in the database. */
  secret: string | undefined;
  passwordMinLength: number;
  /** Undefined when Google sign-in is off. */
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  rateLimit: { windowMs: number; perIp: number; perAddress: number; perAddressAllIps: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDistDir = path.resolve(import.meta.dirname, '../../web/dist');
const defaultLocalesDir = path.resolve(import.meta.dirname, '../../web/src/locales');

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
  if (Boolean(vars.GOOGLE_CLIENT_ID) !== Boolean(vars.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  if (vars.SHUTDOWN_DRAIN_MS !== undefined && vars.SHUTDOWN_DRAIN_MS >= vars.SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration: SHUTDOWN_DRAIN_MS must be below SHUTDOWN_TIMEOUT_MS, which counts from the same signal',
    );
  }
  const dataDir = path.resolve(process.cwd(), vars.DATA_DIR);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    publicUrl,
    logLevel: vars.LOG_LEVEL,
    nodeEnv: vars.NODE_ENV,
    webDistDir: vars.WEB_DIST_DIR
      ? path.resolve(process.cwd(), vars.WEB_DIST_DIR)
      : defaultWebDistDir,
    localesDir: vars.LOCALES_DIR
      ? path.resolve(process.cwd(), vars.LOCALES_DIR)
      : defaultLocalesDir,
    trustedProxy: parseTrustedProxy(vars.TRUSTED_PROXY),
    auth: {
      secret: vars.AUTH_SECRET,
      passwordMinLength: vars.PASSWORD_MIN_LENGTH,
      google:
        vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
          ? {
              clientId: vars.GOOGLE_CLIENT_ID,
              clientSecret: vars.GOOGLE_CLIENT_SECRET,
              discoveryUrl: vars.GOOGLE_DISCOVERY_URL,
            }
          : undefined,
      rateLimit: {
        windowMs: vars.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
        perIp: vars.AUTH_RATE_LIMIT_PER_IP,
        perAddress: vars.AUTH_RATE_LIMIT_PER_ADDRESS,
        perAddressAllIps: vars.AUTH_SIGN_IN_LIMIT_PER_ADDRESS,
      },
    },
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.SMTP_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    notificationTestDelayMs: vars.NOTIFICATION_TEST_DELAY_MS,
    schedulerPollMs: vars.SCHEDULER_POLL_MS,
    metrics:
      vars.METRICS_PORT === undefined
        ? undefined
        : { port: vars.METRICS_PORT, host: vars.METRICS_HOST },
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs:
      vars.SHUTDOWN_DRAIN_MS ??
      (vars.DATABASE_URL ? Math.min(3000, Math.floor(vars.SHUTDOWN_TIMEOUT_MS / 2)) : 0),
    push: {
      serviceHosts: vars.PUSH_SERVICE_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      subject: pushSubject(publicUrl, vars.SMTP_FROM),
    },
    limits: {
      notificationTests: vars.NOTIFICATION_TEST_LIMIT,
      commentsPerMinute: vars.COMMENT_LIMIT_PER_MINUTE,
      invitationsPerInviter: vars.INVITATION_LIMIT_PER_INVITER,
      invitationsPerAddress: vars.INVITATION_LIMIT_PER_ADDRESS,
      accessCodeAttemptsPerUser: vars.ACCESS_CODE_ATTEMPTS_PER_USER,
      accessCodeAttemptsPerIp: vars.ACCESS_CODE_ATTEMPTS_PER_IP,
      calendarFeed: {
        perIp: vars.CALENDAR_FEED_LIMIT_PER_IP,
        windowMs: vars.CALENDAR_FEED_WINDOW_SECONDS * 1000,
      },
    },
    photos: {
      maxBytes: vars.PHOTO_MAX_BYTES,
      maxPixels: vars.PHOTO_MAX_PIXELS,
      storagePerUserBytes: vars.PHOTO_STORAGE_PER_USER_MIB * 1024 * 1024,
      uploadsPerHour: vars.PHOTO_UPLOADS_PER_HOUR,
      cacheBytes: vars.PHOTO_CACHE_BYTES,
    },
    memory: {
      responseCacheBytes: vars.RESPONSE_CACHE_BYTES,
      heapGrowingPercent: vars.HEAP_GROWING_PERCENT,
    },
  };
}

/** VAPID's contact: the site when it is served over https, else the sender's address. */
function pushSubject(publicUrl: string, from: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return `mailto:${address.includes('@') ? address.trim() : 'no-reply@localhost'}`;
}

function parseTrustedProxy(value: string | undefined): Config['trustedProxy'] {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}
