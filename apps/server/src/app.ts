import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createResponseCache } from './cache/response-cache';
import { scopesOfViewer } from './cache/viewer-scopes';
import { createWriteClock, type WriteClock } from './cache/write-clock';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { FeedSource } from './content/feed-source';
import { activationRoutes } from './features/activation';
import { feedRoutes } from './features/feed';
import { groupsRoutes, membershipsRoutes } from './features/groups';
import { invitationsRoutes } from './features/invitations';
import { passwordResetRoutes } from './features/password-reset';
import { postFeedSource, postsRoutes } from './features/posts';
import { systemRoutes } from './features/system';
import { usersRoutes } from './features/users';
import { createAuth } from './identity/auth';
import { authRoutes } from './identity/auth.routes';
import { resolveAuthSecret } from './identity/auth-secret';
import { currentUserPlugin } from './identity/current-user';
import { identityRoutes } from './identity/identity.routes';
import { registerAuthRateLimits } from './identity/rate-limits';
import { createMailer, type Mailer } from './mail/mailer';
import { notificationsRoutes } from './notifications/notifications.routes';
import { errorHandlerPlugin } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { loggerOptions, requestIdFor, type LogTarget } from './plugins/logging';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';

export interface AppDeps {
  database: Database;
  /** JSON logs to stdout (default), off (`false`, tests) or into a stream a test reads. */
  logger?: LogTarget;
  /** Replaces the SMTP/outbox mailer the config describes. */
  mailer?: Mailer;
}

export type App = FastifyInstance;

/** Every kind of feed item: a content type adds its source here (decision 032). */
const feedSources: readonly FeedSource[] = [postFeedSource];

/** Cached feed answers: at most 32 MiB, none older than a minute (decision 016). */
const responseCacheLimits = { maxBytes: 32 * 1024 * 1024, maxAgeMs: 60_000 };

/** Builds the whole app without listening, so tests drive it through `app.inject()`. */
export async function buildApp(config: Config, deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logger ?? true),
    genReqId: requestIdFor,
    requestIdHeader: false,
    // An idle keep-alive socket would otherwise hold close() open (stack notes).
    forceCloseConnections: true,
    bodyLimit: 1024 * 1024,
    // Behind a proxy, request.ip (per-IP rate limits, session IPs) comes from X-Forwarded-For.
    ...(config.trustedProxy === undefined ? {} : { trustProxy: config.trustedProxy }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality 11 costs far too much CPU per dynamic response.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  // Ticked by every write committed through the database (decision 043), not by requests.
  const clock = createWriteClock(deps.database, app.log);
  app.addHook('onClose', () => clock.close());
  const cache = createResponseCache(app, clock, {
    ...responseCacheLimits,
    scopesOfViewer: (userId) => scopesOfViewer(deps.database.db, userId),
  });

  await app.register(systemRoutes, { database: deps.database });
  const mailer = await registerIdentity(app, config, deps, clock);
  await registerGroups(app, config, deps.database.db, mailer);
  await app.register(postsRoutes, { db: deps.database.db, cache });
  await app.register(feedRoutes, { db: deps.database.db, cache, sources: feedSources });

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}

/**
 * Better Auth, the current-user guard and every route of the identity issue; returns the mailer
 * so later features send through the same one.
 */
async function registerIdentity(
  app: App,
  config: Config,
  deps: AppDeps,
  clock: WriteClock,
): Promise<Mailer> {
  const db = deps.database.db;
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: config.mail.outboxDir,
      logger: app.log,
    });
  const secret = await resolveAuthSecret(db, config.auth.secret);
  const auth = createAuth({ config, db, mailer, logger: app.log, secret });
  const limits = await registerAuthRateLimits(app, config.auth.rateLimit);
  await app.register(currentUserPlugin, { auth, db, clock });
  await app.register(authRoutes, { auth, db, limits, publicUrl: config.publicUrl });
  await app.register(identityRoutes, { auth, config });
  await app.register(usersRoutes, { auth, db, limits });
  await app.register(activationRoutes, { auth, db, limits, config });
  await app.register(passwordResetRoutes, { auth, limits, publicUrl: config.publicUrl });
  return mailer;
}

/** Groups, memberships, invitations and the in-app notifications (issue 4). */
async function registerGroups(app: App, config: Config, db: Db, mailer: Mailer): Promise<void> {
  await app.register(groupsRoutes, { db });
  await app.register(membershipsRoutes, { db });
  await app.register(invitationsRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(notificationsRoutes, { db, testDelayMs: config.notificationTestDelayMs });
}
