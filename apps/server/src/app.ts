import type { Agent } from 'node:https';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createResponseCache, type ResponseCache } from './cache/response-cache';
import { rememberedScopesOfViewer } from './cache/viewer-scopes';
import { createWriteClock, type WriteClock } from './cache/write-clock';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CalendarSource } from './content/calendar-source';
import type { ExportSection } from './content/export-section';
import type { FeedSource } from './content/feed-source';
import { reminderTask } from './jobs/reminders';
import type { ReminderSource } from './jobs/reminder-source';
import { createScheduler, type JobKind, type PeriodicTask, type Scheduler } from './jobs/scheduler';
import {
  accessCodesExportSection,
  accessCodesRoutes,
  createAccessCodeLimits,
} from './features/access-codes';
import { activationRoutes } from './features/activation';
import { calendarFeedRoutes, calendarRoutes } from './features/calendar';
import {
  eventAnswersExportSection,
  eventCalendarSource,
  eventDeadlineReminderSource,
  eventFeedSource,
  eventsExportSection,
  eventStartReminderSource,
  eventsRoutes,
} from './features/events';
import { feedRoutes } from './features/feed';
import { dataExportRoutes } from './features/data-export';
import { feedbackExportSection, feedbackRoutes } from './features/feedback';
import { groupsRoutes, membershipsExportSection, membershipsRoutes } from './features/groups';
import {
  createInvitationLimits,
  invitationsReceivedExportSection,
  invitationsRoutes,
  inviteLinksExportSection,
} from './features/invitations';
import {
  offerCalendarSource,
  offerFeedSource,
  offersExportSection,
  offersRoutes,
} from './features/offers';
import {
  evaluationsRoutes,
  offerReportJob,
  offerReportPlanner,
  orderCalendarSource,
  orderDeadlineNotOrderedReminderSource,
  orderDeadlineReminderSource,
  ordersExportSection,
  ordersRoutes,
  saleCalendarSource,
  salesRoutes,
} from './features/orders';
import { passwordResetRoutes } from './features/password-reset';
import { postFeedSource, postsExportSection, postsRoutes } from './features/posts';
import { createProducerInvitationLimits, producersRoutes } from './features/producers';
import { productsExportSection, productsRoutes } from './features/products';
import { systemRoutes } from './features/system';
import { readLocaleFiles, translationsRoutes, type FileTexts } from './features/translations';
import { profileExportSection, usersRoutes } from './features/users';
import { createAuth } from './identity/auth';
import { authRoutes } from './identity/auth.routes';
import { resolveAuthSecret } from './identity/auth-secret';
import { currentUserPlugin } from './identity/current-user';
import { identityRoutes } from './identity/identity.routes';
import { registerAuthRateLimits } from './identity/rate-limits';
import { createMailer, type Mailer } from './mail/mailer';
import { notificationsExportSection } from './notifications/notifications-export';
import { notificationsRoutes } from './notifications/notifications.routes';
import { registerPush } from './notifications/push';
import { digestTask, type DigestOptions } from './notifications/digest/digest';
import { digestRoutes } from './notifications/digest/digest.routes';
import { notificationSwitchesRoutes } from './notifications/notification-switches.routes';
import { registerLive, type LiveHub } from './notifications/live';
import { testNotificationJob } from './notifications/test-notification-job';
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
  /** The HTTPS agent Web Push is sent with (tests trust their local push service with it). */
  pushAgent?: Agent;
  /** The locale files' texts, when the caller has read them already (the server seeds from them). */
  localeTexts?: FileTexts;
}

export type App = FastifyInstance;

/** Every kind of feed item: a content type adds its source here (decision 032). */
const feedSources: readonly FeedSource[] = [postFeedSource, offerFeedSource, eventFeedSource];

/** Every kind of dated content: a content type adds its source here (decision 092). */
const calendarSources: readonly CalendarSource[] = [
  eventCalendarSource,
  offerCalendarSource,
  orderCalendarSource,
  saleCalendarSource,
];

/**
 * Every kind of reminder: a content feature exports its `ReminderSource` from its index.ts and
 * adds it here (decision 101), as with feed sources.
 */
const reminderSources: readonly ReminderSource[] = [
  eventDeadlineReminderSource,
  eventStartReminderSource,
  orderDeadlineReminderSource,
  orderDeadlineNotOrderedReminderSource,
];

/**
 * Everything the scheduler runs (decision 100). A one-off job (run at a time, exactly once) is
 * a `JobKind`; recurring work that is idempotent by itself is a `PeriodicTask`.
 */
function scheduledWork(digest: DigestOptions): {
  jobs: readonly JobKind<unknown>[];
  tasks: readonly PeriodicTask[];
} {
  return {
    jobs: [testNotificationJob, offerReportJob(digest.mailer, digest.publicUrl)],
    tasks: [reminderTask(reminderSources), digestTask(digest), offerReportPlanner],
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's scheduler (tests run it on demand). */
    scheduler: Scheduler;
  }
}

/** "Download my data": a feature adds its section here, as content types add their source. */
const exportSections: readonly ExportSection[] = [
  profileExportSection,
  membershipsExportSection,
  postsExportSection,
  productsExportSection,
  offersExportSection,
  ordersExportSection,
  eventsExportSection,
  eventAnswersExportSection,
  notificationsExportSection,
  invitationsReceivedExportSection,
  inviteLinksExportSection,
  accessCodesExportSection,
  feedbackExportSection,
];

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
    scopesOfViewer: rememberedScopesOfViewer(deps.database.db, clock),
  });

  await app.register(systemRoutes, { database: deps.database });
  const { mailer, secret } = await registerIdentity(app, config, deps, clock);
  const scheduler = createScheduler({
    db: deps.database.db,
    logger: app.log,
    ...scheduledWork({ mailer, publicUrl: config.publicUrl, logger: app.log }),
    pollMs: config.schedulerPollMs,
  });
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', (done) => {
    scheduler.start();
    done();
  });
  app.addHook('onClose', () => scheduler.close());
  await app.register(digestRoutes, { db: deps.database.db });
  await app.register(notificationSwitchesRoutes, { db: deps.database.db });
  const live = await registerLive(app, deps.database);
  await registerGroups(app, config, deps.database.db, { mailer, live, secret });
  await registerPush(app, config, deps.database.db, deps.pushAgent);
  await app.register(postsRoutes, { db: deps.database.db, cache });
  await registerMarket(app, config, { db: deps.database.db, cache, mailer });
  await app.register(feedRoutes, { db: deps.database.db, cache, sources: feedSources });
  await app.register(eventsRoutes, { db: deps.database.db });
  const calendar = { db: deps.database.db, sources: calendarSources, publicUrl: config.publicUrl };
  await app.register(calendarRoutes, calendar);
  await app.register(calendarFeedRoutes, { ...calendar, limit: config.limits.calendarFeed });
  await registerSelfService(app, config, deps);

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}

/** Feedback, "download my data" and the translation editor (issue 16). */
async function registerSelfService(app: App, config: Config, deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  await app.register(feedbackRoutes, { db });
  await app.register(dataExportRoutes, { db, sections: exportSections });
  await app.register(translationsRoutes, {
    db,
    texts: deps.localeTexts ?? (await readLocaleFiles(config.localesDir)),
  });
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
  clock: WriteClock,
): Promise<{ mailer: Mailer; secret: string }> {
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
  const limits = await registerAuthRateLimits(app, config.auth.rateLimit, db);
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
  { mailer, live, secret }: { mailer: Mailer; live: LiveHub; secret: string },
): Promise<void> {
  await app.register(groupsRoutes, { db });
  await app.register(membershipsRoutes, { db });
  await app.register(invitationsRoutes, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    limits: createInvitationLimits(config.limits),
  });
  await app.register(accessCodesRoutes, {
    db,
    secret,
    limits: createAccessCodeLimits(config.limits),
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
  { db, cache, mailer }: { db: Db; cache: ResponseCache; mailer: Mailer },
): Promise<void> {
  await app.register(productsRoutes, { db });
  await app.register(producersRoutes, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    limits: createProducerInvitationLimits(config.limits),
  });
  await app.register(offersRoutes, { db, cache });
  await app.register(ordersRoutes, { db });
  await app.register(salesRoutes, { db });
  await app.register(evaluationsRoutes, { db });
}
