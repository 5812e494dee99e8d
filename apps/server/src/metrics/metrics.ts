import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

/*
 * Prometheus metrics (issue 27 §4, decision 153), off unless METRICS_PORT is set. They are served
 * on a port of their own, loopback by default, so the public API and its OpenAPI document do not
 * change and no token has to be kept. One registry per app: tests build many apps in a process.
 * Requests are counted by one hook on the root instance, not per route.
 */

export type PushResult = 'sent' | 'failed' | 'gone';

/** What the parts of the app report; every method is a no-op when metrics are off. */
export interface AppMetrics {
  /** A scheduled job ran (`ok`) or failed, `lagMs` after it was due. */
  jobRan(kind: string, lagMs: number, ok: boolean): void;
  /** A periodic task threw. */
  taskFailed(name: string): void;
  /** One push to a push service, and how it went. */
  pushed(result: PushResult): void;
  /** Counts what `mailer` sends and fails to send. */
  countMails(mailer: Mailer): Mailer;
}

export const noMetrics: AppMetrics = {
  jobRan: () => undefined,
  taskFailed: () => undefined,
  pushed: () => undefined,
  countMails: (mailer) => mailer,
};

export interface MetricsSources {
  database: Database;
  /** Live streams open on this instance. */
  liveStreams: () => number;
}

export interface MetricsServer extends AppMetrics {
  registry: Registry;
  /** The address the metrics are served on, once the app is ready. */
  address(): AddressInfo | undefined;
}

/** The route a request matched, or one label for all that matched none (no unbounded labels). */
function routeOf(url: string | undefined): string {
  return url ?? 'unmatched';
}

function createCollectors() {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'kozos' });
  // Event-loop delay, heap and RSS, CPU, handles, GC: prom-client's defaults.
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to the answer sent, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'kozos_response_cache_total',
    help: 'Answers of cached routes (decision 016), by route and result (hit or miss)',
    labelNames: ['route', 'result'] as const,
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'kozos_scheduler_jobs_total',
    help: 'Scheduled jobs run on this instance, by kind and result (ok or failed)',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
  });
  const lag = new Histogram({
    name: 'kozos_scheduler_lag_seconds',
    help: 'How long after its due time a scheduled job started',
    buckets: [0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const tasks = new Counter({
    name: 'kozos_scheduler_task_failures_total',
    help: 'Periodic tasks (reminders, digests, sweeps) that failed, by task',
    labelNames: ['task'] as const,
    registers: [registry],
  });
  const mails = new Counter({
    name: 'kozos_mails_total',
    help: 'Mails handed to SMTP (or the outbox), by result (sent or failed)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const pushes = new Counter({
    name: 'kozos_pushes_total',
    help: 'Web pushes to push services, by result (sent, failed, gone = subscription removed)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  return { registry, requests, durations, cache, jobs, lag, tasks, mails, pushes };
}

/**
 * Adds the request hook and serves the registry on its own port from `onReady` to `onClose`.
 * Call before any route is registered, so that the hook covers them all.
 */
export function registerMetrics(
  app: FastifyInstance,
  settings: { port: number; host: string },
  sources: () => MetricsSources | undefined,
): MetricsServer {
  const m = createCollectors();
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeOf(request.routeOptions.url),
      status: String(reply.statusCode),
    };
    m.requests.inc(labels);
    m.durations.observe(labels, reply.elapsedTime / 1000);
    const cached = reply.getHeader('x-cache');
    if (cached === 'hit' || cached === 'miss') m.cache.inc({ route: labels.route, result: cached });
  });
  registerSourceGauges(m.registry, sources);
  const queries = new Histogram({
    name: 'kozos_db_statement_duration_seconds',
    help: 'Time of each statement sent to the database, by kind (read, write, begin, commit, rollback)',
    labelNames: ['kind'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [m.registry],
  });
  const writes = sources()?.database.writes;
  if (writes) writes.timeStatements = (kind, seconds) => queries.observe({ kind }, seconds);
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    m.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': m.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(settings.port, settings.host, () => resolve());
    });
    app.log.info({ metrics: server.address() }, 'metrics are served');
  });
  app.addHook('onClose', async () => {
    if (writes) writes.timeStatements = undefined;
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
  return {
    registry: m.registry,
    address: () => (server.listening ? (server.address() as AddressInfo) : undefined),
    jobRan(kind, lagMs, ok) {
      m.jobs.inc({ kind, result: ok ? 'ok' : 'failed' });
      m.lag.observe(Math.max(0, lagMs) / 1000);
    },
    taskFailed: (task) => m.tasks.inc({ task }),
    pushed: (result) => m.pushes.inc({ result }),
    countMails: (mailer) => ({
      async send(message) {
        try {
          await mailer.send(message);
          m.mails.inc({ result: 'sent' });
        } catch (error) {
          m.mails.inc({ result: 'failed' });
          throw error;
        }
      },
    }),
  };
}

/** Gauges read when scraped: database pool use, live streams. */
function registerSourceGauges(registry: Registry, sources: () => MetricsSources | undefined): void {
  new Gauge({
    name: 'kozos_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting = queries queued); none on PGlite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources()?.database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'kozos_live_streams_open',
    help: 'Live update streams (server-sent events) open on this instance',
    registers: [registry],
    collect() {
      const open = sources()?.liveStreams();
      if (open !== undefined) this.set(open);
    },
  });
}
