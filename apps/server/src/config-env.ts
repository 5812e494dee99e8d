import { z } from 'zod';

/** One PUSH_SERVICE_HOSTS entry: an ASCII host name or IPv4 address, optionally `*.` and `:port`. */
const pushHostPattern = /^(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/;

/**
 * Every environment variable the server reads. Nothing but `loadConfig` (config.ts) touches
 * `process.env`, so this schema is the full list of settings; the README's configuration table
 * describes each.
 */
export const EnvSchema = z.object({
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
  /**
   * Signs session tokens and verification links (at least 32 characters). When unset, 32 random
   * bytes are generated on the first start and kept in the database (app_meta), so restarts and
   * several instances on one database share them.
   */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Minimum password length for registration, reset, change and activation. */
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(4).max(128).default(6),
  /** smtp://user:pass@host:port or smtps://…; unset → mails become .eml files in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Sender of every mail. */
  SMTP_FROM: z.string().min(3).default('Közös <no-reply@localhost>'),
  /** Google sign-in is offered only when both are set (OAuth client of type "Web application"). */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** OpenID Connect discovery document of "Google"; any OIDC provider works (tests use a local one). */
  GOOGLE_DISCOVERY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  /**
   * Behind a reverse proxy: which X-Forwarded-For hops to trust for the client IP (per-IP rate
   * limits, session IPs): the proxies' addresses/CIDRs (`127.0.0.1,10.0.0.0/8`), or `true` to
   * trust every hop (only when the proxy is the sole way in). Unset: the socket's address.
   */
  TRUSTED_PROXY: z.string().min(1).optional(),
  /** Rate limits of sign-in, registration, verification mails, password reset and activation. */
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Requests per window from one IP address, per kind of request. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(50),
  /** Requests per window naming one e-mail address, per kind of request; sign-ins per IP too. */
  AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /**
   * Sign-ins per window naming one address from all IP addresses together; an IP that holds a
   * session of the account is not held to it (decision 121).
   */
  AUTH_SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** How much later `POST /api/Notification/Test?delayed=true` delivers (tests make it short). */
  NOTIFICATION_TEST_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Test notifications one user may ask for in 10 minutes (decision 056). */
  NOTIFICATION_TEST_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Comments one user may write in a minute (issue 26, decision 152's counters). */
  COMMENT_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * How often each instance looks in the database for due jobs, reminders and digests (decision
   * 100). Jobs it scheduled itself run on time regardless; this bounds how late another
   * instance's (or one left by a restart) can run.
   */
  SCHEDULER_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /**
   * Prometheus metrics on their own port (issue 27 §4); unset means none. 0 picks a free port
   * (tests). Served on METRICS_HOST, loopback by default: a scraper reaches it, the public not.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * How long SIGTERM/SIGINT wait for requests in flight and a running job before the process
   * exits anyway (issue 27.3, decision 155).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * How long a stopping instance keeps its listener open, answering with `Connection: close`,
   * before it closes it (decision 186): the time a proxy or load balancer needs to send new
   * requests elsewhere. Default 3000 with DATABASE_URL (several instances; at most half of
   * SHUTDOWN_TIMEOUT_MS), 0 with PGlite. It must be below SHUTDOWN_TIMEOUT_MS.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /**
   * Hosts of the push services a browser's subscription may point at (decisions 102, 122), comma
   * separated: `host` (port 443), `host:port`, or `*.host` for one more label in front of host
   * (Apple's and Windows' services use several). The server sends only there.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .min(1)
    .refine(
      (value) => value.split(',').every((host) => pushHostPattern.test(host.trim())),
      'must be host, host:port or *.host entries, comma separated',
    )
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com',
    ),
  /** Invitations by e-mail one admin may send in an hour (decision 055). */
  INVITATION_LIMIT_PER_INVITER: z.coerce.number().int().min(1).default(20),
  /** Invitation mails or notifications one address may get in a day (decision 055). */
  INVITATION_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Tries at a group access code one user may make in 15 minutes (decision 113). */
  ACCESS_CODE_ATTEMPTS_PER_USER: z.coerce.number().int().min(1).default(10),
  /** Tries at a group access code from one IP address in 15 minutes (decision 113). */
  ACCESS_CODE_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Calendar feed (ICS) requests from one IP address per window (decision 120). */
  CALENDAR_FEED_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  /** The window of the calendar feed limit. */
  CALENDAR_FEED_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** The largest photo upload in bytes (issue 25, decision 160); a bigger body is a 400. */
  PHOTO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(15 * 1024 * 1024),
  /** The most pixels an uploaded photo may decode to: a decompression bomb is refused. */
  PHOTO_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(268_402_689).default(50_000_000),
  /** The stored photo bytes (every variant) one user's uploads may take, in MiB. */
  PHOTO_STORAGE_PER_USER_MIB: z.coerce.number().int().min(1).default(200),
  /** Photo uploads one user may make in an hour. */
  PHOTO_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** Bytes of served photo variants each instance keeps in memory (decision 225); 0 turns it off. */
  PHOTO_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /** Bytes of cached feed and market answers each instance keeps (decisions 016, 233). */
  RESPONSE_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /**
   * How far V8's old generation may grow past what its last full collection kept alive before
   * it collects again, in percent (decision 233); 0 leaves it to V8 (up to 4 times).
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(100),
  /** The web app's locale files the translation table is seeded from (decision 110). */
  LOCALES_DIR: z.string().min(1).optional(),
});
