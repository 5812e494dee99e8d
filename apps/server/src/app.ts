import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { createAppCache } from './cache/app-cache';
import type { ResponseCache } from './cache/response-cache';
import type { WriteClock } from './cache/write-clock';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { registerScheduler } from './jobs/app-scheduler';
import { accessCodesRoutes, createAccessCodeLimits } from './features/access-codes';
import { activationRoutes } from './features/activation';
import { calendarFeedRoutes, calendarRoutes } from './features/calendar';
import { commentsRoutes, createCommentEffects } from './features/comments';
import { createItemHiddenEffects, reportsRoutes } from './features/reports';
import { WindowCounter } from './limits/window-counter';
import { eventsRoutes } from './features/events';
import { feedRoutes } from './features/feed';
import { dataExportRoutes } from './features/data-export';
import { feedbackRoutes } from './features/feedback';
import { groupsRoutes, membershipsRoutes } from './features/groups';
import { createInvitationLimits, invitationsRoutes } from './features/invitations';
import { offersRoutes } from './features/offers';
import { evaluationsRoutes, ordersRoutes, salesRoutes } from './features/orders';
import { passwordResetRoutes } from './features/password-reset';
import { photosRoutes, VariantAccess } from './features/photos';
import { postsRoutes } from './features/posts';
import { createProducerInvitationLimits, producersRoutes } from './features/producers';
import { productsRoutes } from './features/products';
import { systemRoutes } from './features/system';
import { publishedTexts, translationsRoutes } from './features/translations';
import { usersRoutes } from './features/users';
import { createAuth } from './identity/auth';
import type { PasswordHashing } from './identity/password-hashing';
import { authRoutes } from './identity/auth.routes';
import { resolveAuthSecret } from './identity/auth-secret';
import { currentUserPlugin } from './identity/current-user';
import { identityRoutes } from './identity/identity.routes';
import { createAuthRateLimits } from './identity/rate-limits';
import { noMetrics, registerMetrics, type AppMetrics, type MetricsServer } from './metrics/metrics';
import { createMailer, type Mailer } from './mail/mailer';
import { notificationsRoutes } from './notifications/notifications.routes';
import { registerPush } from './notifications/push';
import { digestRoutes } from './notifications/digest/digest.routes';
import { notificationSwitchesRoutes } from './notifications/notification-switches.routes';
import { registerLive, type LiveHub } from './notifications/live';
import { createBaseApp } from './plugins/base-app';
import type { LogTarget } from './plugins/logging';
import { staticWebPlugin } from './plugins/static-web';
import { readLocaleFiles, type FileTexts } from './texts/locale-files';
import { createTextStore, type TextStore } from './texts/text-store';
import { calendarSources, exportSections, feedSources, scheduledWork } from './registries';

/*
 * The composition root: the base app (plugins/base-app.ts), the cache, the scheduler and every
 * feature's routes. What the feed, the calendar, the scheduler and the data export list comes
 * from registries.ts.
 */

export interface AppDeps {
  database: Database;
  /** JSON logs to stdout (default), off (`false`, tests) or into a stream a test reads. */
  logger?: LogTarget;
  /** Replaces the SMTP/outbox mailer the config describes. */
  mailer?: Mailer;
  /** The HTTPS agent Web Push is sent with (tests trust their local push service with it). */
  pushAgent?: Agent;
  /** The locale files' texts, when the caller has read them already (the server seeds from them). */
  localeTexts?: FileTexts;
  /** Replaces Better Auth's password hashing; only tests pass one (decision 190). */
  passwordHashing?: PasswordHashing | undefined;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every text the server sends, with the translation editor's edits (decision 138). */
    texts: TextStore;
    /** Prometheus metrics when METRICS_PORT is set (decision 153). */
    metrics: MetricsServer | undefined;
  }
}

/** Builds the whole app without listening, so tests drive it through `app.inject()`. */
export async function buildApp(config: Config, deps: AppDeps): Promise<App> {
  // The locale files of LOCALES_DIR, read first: a duplicate key stops the start (decision 138).
  const localeTexts = deps.localeTexts ?? (await readLocaleFiles(config.localesDir));
  const app = await createBaseApp(config, deps.logger ?? true);
  // Before every route, so that its request hook covers them all (decision 153).
  const liveHub: { current?: LiveHub } = {};
  const metricsServer = config.metrics
    ? registerMetrics(app, config.metrics, () => ({
        database: deps.database,
        liveStreams: () => liveHub.current?.size() ?? 0,
      }))
    : undefined;
  app.decorate('metrics', metricsServer);
  const metrics: AppMetrics = metricsServer ?? noMetrics;
  const { clock, cache, scopesOfViewer } = createAppCache(
    app,
    deps.database,
    config.memory.responseCacheBytes,
  );

  // Every text the server sends (push, digest, mails) with the editor's published edits.
  const texts = createTextStore({
    files: localeTexts,
    published: () => publishedTexts(deps.database.db),
    clock,
  });
  app.decorate('texts', texts);

  await app.register(systemRoutes, { database: deps.database });
  const { mailer, secret } = await registerIdentity(app, config, deps, { clock, texts, metrics });
  registerScheduler(app, {
    db: deps.database.db,
    logger: app.log,
    ...scheduledWork({ mailer, texts, publicUrl: config.publicUrl, logger: app.log }),
    pollMs: config.schedulerPollMs,
    metrics,
  });
  await app.register(digestRoutes, { db: deps.database.db, texts });
  await app.register(notificationSwitchesRoutes, { db: deps.database.db });
  const live = await registerLive(app, deps.database);
  liveHub.current = live;
  await registerGroups(app, config, deps.database.db, { mailer, texts, live, secret });
  await registerPush(app, config, { db: deps.database.db, texts, agent: deps.pushAgent, metrics });
  await app.register(photosRoutes, {
    db: deps.database.db,
    limits: config.photos,
    access: new VariantAccess(clock, scopesOfViewer),
  });
  await app.register(postsRoutes, { db: deps.database.db, cache });
  await registerMarket(app, config, { db: deps.database.db, cache, mailer, texts });
  await app.register(feedRoutes, { db: deps.database.db, cache, sources: feedSources });
  await app.register(eventsRoutes, { db: deps.database.db });
  const commentEffects = createCommentEffects(deps.database.db, live);
  await app.register(commentsRoutes, {
    db: deps.database.db,
    limit: new WindowCounter(deps.database.db, 'comment', config.limits.commentsPerMinute, 60_000),
    effects: commentEffects,
  });
  await app.register(reportsRoutes, {
    db: deps.database.db,
    effects: { comments: commentEffects, items: createItemHiddenEffects(deps.database.db, live) },
  });
  const calendar = { db: deps.database.db, sources: calendarSources, publicUrl: config.publicUrl };
  await app.register(calendarRoutes, calendar);
  await app.register(calendarFeedRoutes, { ...calendar, limit: config.limits.calendarFeed });
  await registerSelfService(app, deps.database.db, localeTexts);

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}

/** Feedback, "download my data" and the translation editor (issue 16). */
async function registerSelfService(app: App, db: Db, localeTexts: FileTexts): Promise<void> {
  await app.register(feedbackRoutes, { db });
  await app.register(dataExportRoutes, { db, sections: exportSections });
  await app.register(translationsRoutes, { db, texts: localeTexts });
}

/**
 * Better Auth, the current-user guard and every route of the identity issue; returns the mailer
 * so later features send through the same one, and the installation's secret (access codes key
 * their hashes with it).
 */
async function registerIdentity(
  app: App,
  config: Config,
  deps: AppDeps,
  { clock, texts, metrics }: { clock: WriteClock; texts: TextStore; metrics: AppMetrics },
): Promise<{ mailer: Mailer; secret: string }> {
  const db = deps.database.db;
  const mailer = metrics.countMails(
    deps.mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        outboxDir: config.mail.outboxDir,
        logger: app.log,
      }),
  );
  const secret = await resolveAuthSecret(db, config.auth.secret);
  const auth = createAuth({
    config,
    db,
    mailer,
    texts,
    logger: app.log,
    secret,
    passwordHashing: deps.passwordHashing,
  });
  const limits = createAuthRateLimits(config.auth.rateLimit, db);
  await app.register(currentUserPlugin, { auth, db, clock });
  await app.register(authRoutes, { auth, db, limits, publicUrl: config.publicUrl });
  await app.register(identityRoutes, { auth, config });
  await app.register(usersRoutes, { auth, db, limits });
  await app.register(activationRoutes, { auth, db, limits, config });
  await app.register(passwordResetRoutes, { auth, limits, publicUrl: config.publicUrl });
  return { mailer, secret };
}

/** Groups, memberships, invitations, access codes and the in-app notifications (issues 4, 16). */
async function registerGroups(
  app: App,
  config: Config,
  db: Db,
  {
    mailer,
    texts,
    live,
    secret,
  }: { mailer: Mailer; texts: TextStore; live: LiveHub; secret: string },
): Promise<void> {
  await app.register(groupsRoutes, { db });
  await app.register(membershipsRoutes, { db });
  await app.register(invitationsRoutes, {
    db,
    mailer,
    texts,
    publicUrl: config.publicUrl,
    limits: createInvitationLimits(db, config.limits),
  });
  await app.register(accessCodesRoutes, {
    db,
    secret,
    limits: createAccessCodeLimits(db, config.limits),
  });
  await app.register(notificationsRoutes, {
    db,
    scheduler: app.scheduler,
    live,
    testDelayMs: config.notificationTestDelayMs,
    testLimit: config.limits.notificationTests,
  });
}

/** The market's supply side (issue 12): products, producer and dealer connections, offers. */
async function registerMarket(
  app: App,
  config: Config,
  { db, cache, mailer, texts }: { db: Db; cache: ResponseCache; mailer: Mailer; texts: TextStore },
): Promise<void> {
  await app.register(productsRoutes, { db });
  await app.register(producersRoutes, {
    db,
    mailer,
    texts,
    publicUrl: config.publicUrl,
    limits: createProducerInvitationLimits(db, config.limits),
  });
  await app.register(offersRoutes, { db, cache });
  await app.register(ordersRoutes, { db });
  await app.register(salesRoutes, { db, texts });
  await app.register(evaluationsRoutes, { db });
}
