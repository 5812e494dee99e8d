import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { AppMetrics } from '../metrics/metrics';
import {
  deleteJob,
  insertJob,
  jobIsWaiting,
  lockNextDueJob,
  nextJobTime,
  postponeJob,
} from './jobs.repository';

/*
 * The scheduler (decision 100): one loop per app instance over the shared database.
 * - One-off jobs (`JobKind`: the delayed test notification; a producer's offer report would be
 *   one too) are rows in `scheduled_jobs`. A job runs inside the transaction that deletes it, so
 *   its writes and its removal commit together, and `FOR UPDATE SKIP LOCKED` keeps two
 *   instances off the same row. A crash rolls back both: the job runs again, once.
 * - Periodic tasks (`PeriodicTask`: reminders, digests) run every `everyMs` on every instance;
 *   they must be idempotent on their own (reminders claim, digests claim the day).
 * Adding work: a JobKind or a PeriodicTask in `scheduledWork` of registries.ts.
 */

export interface JobContext {
  /** The transaction the job runs in (its row is deleted in it). */
  tx: Db;
  /** The database itself, for what must follow the commit. */
  db: Db;
  /** Runs `work` once the job's transaction has committed (push, live updates). */
  afterCommit: (work: () => Promise<void>) => void;
}

export interface JobKind<Payload = unknown> {
  kind: string;
  payload: z.ZodType<Payload>;
  run(context: JobContext, payload: Payload): Promise<void>;
}

export interface PeriodicTask {
  name: string;
  everyMs: number;
  run(db: Db, now: Date): Promise<void>;
}

export interface Scheduler {
  /** Adds a job; false when one with the same `key` is waiting already. */
  schedule<P>(job: JobKind<P>, payload: P, runAt: Date, key?: string): Promise<boolean>;
  /** Whether a job with this key is waiting. */
  isWaiting(key: string): Promise<boolean>;
  /** Runs the due jobs, then the periodic tasks whose time has come. */
  runOnce(now?: Date): Promise<void>;
  /** Runs the due jobs only; answers how many ran. */
  runDueJobs(now?: Date): Promise<number>;
  start(): void;
  close(): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  logger: FastifyBaseLogger;
  jobs: readonly JobKind<unknown>[];
  tasks: readonly PeriodicTask[];
  /** How often the loop looks at the database for due work (other instances' jobs too). */
  pollMs: number;
  /** Told of every job run and failed task (decision 153). */
  metrics?: Pick<AppMetrics, 'jobRan' | 'taskFailed'>;
}

const maxAttempts = 5;
const retryDelayMs = (attempt: number) => Math.min(60_000 * 2 ** attempt, 3_600_000);

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, logger } = options;
  const kinds = new Map(options.jobs.map((job) => [job.kind, job]));
  const lastRun = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // A wake-up that came while a tick ran (e.g. a job of ours falling due during a long periodic
  // task): that tick's `now` was taken before the job was due, so one more tick follows it.
  let wokenWhileRunning = false;
  let closed = false;
  let started = false;

  async function runJob(now: Date): Promise<boolean> {
    const after: (() => Promise<void>)[] = [];
    let failed: { id: string; attempts: number; error: unknown } | undefined;
    let ranJob: { kind: string; lagMs: number } | undefined;
    const ran = await db.transaction(async (tx) => {
      const row = await lockNextDueJob(tx, now);
      if (!row) return false;
      ranJob = { kind: row.kind, lagMs: Date.now() - row.runAt.getTime() };
      const kind = kinds.get(row.kind);
      try {
        if (!kind) throw new Error(`no job kind ${row.kind}`);
        const payload = kind.payload.parse(JSON.parse(row.payload));
        await tx.transaction(async (inner) => {
          await kind.run({ tx: inner, db, afterCommit: (work) => after.push(work) }, payload);
        });
      } catch (error) {
        // The savepoint rolled the job's writes back; the row is postponed below.
        failed = { id: row.id, attempts: row.attempts, error };
        after.length = 0;
        return true;
      }
      await deleteJob(tx, row.id);
      return true;
    });
    if (ranJob) options.metrics?.jobRan(ranJob.kind, ranJob.lagMs, !failed);
    if (failed) {
      const outcome = await postponeJob(
        db,
        failed.id,
        new Date(now.getTime() + retryDelayMs(failed.attempts)),
        maxAttempts,
      );
      logger.error({ err: failed.error, job: failed.id, outcome }, 'a scheduled job failed');
    }
    for (const work of after) {
      await work().catch((error: unknown) => logger.error({ err: error }, 'after a job'));
    }
    return ran;
  }

  async function runDueJobs(now = new Date()): Promise<number> {
    let count = 0;
    while (!closed && (await runJob(now))) count += 1;
    return count;
  }

  async function runTasks(now: Date): Promise<void> {
    for (const task of options.tasks) {
      // Shutting down: what is left is for the other instances (or the next start).
      if (closed) return;
      if (now.getTime() - (lastRun.get(task.name) ?? 0) < task.everyMs) continue;
      lastRun.set(task.name, now.getTime());
      await task.run(db, now).catch((error: unknown) => {
        logger.error({ err: error, task: task.name }, 'a periodic task failed');
        options.metrics?.taskFailed(task.name);
      });
    }
  }

  async function tick(): Promise<void> {
    if (closed) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    wokenWhileRunning = false;
    running = (async () => {
      const now = new Date();
      await runDueJobs(now).catch((error: unknown) => {
        logger.error({ err: error }, 'the scheduler could not run its jobs');
      });
      await runTasks(now);
    })();
    await running;
    running = undefined;
    if (wokenWhileRunning) void tick();
    else plan();
  }

  /** The next wake-up: the poll interval, or sooner when a job of ours is due sooner. */
  function plan(at?: Date): void {
    if (closed || !started) return;
    const delay = at ? Math.max(0, at.getTime() - Date.now()) : options.pollMs;
    if (timer && at === undefined) return;
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = undefined;
        void tick();
      },
      Math.min(delay, options.pollMs),
    );
    timer.unref();
  }

  return {
    async schedule(job, payload, runAt, key) {
      const added = await insertJob(db, {
        kind: job.kind,
        key,
        payload: JSON.stringify(payload),
        runAt,
      });
      if (added) plan(runAt);
      return added;
    },
    isWaiting: (key) => jobIsWaiting(db, key),
    runOnce: async (now = new Date()) => {
      await runDueJobs(now);
      await runTasks(now);
    },
    runDueJobs,
    start() {
      started = true;
      void nextJobTime(db).then(
        (at) => plan(at),
        () => plan(),
      );
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
