import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp, type App } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock';
import { limitHeapGrowing } from './heap-growth';
import { readLocaleFiles, seedTranslations } from './features/translations';

/*
 * Start-up order matters: the data-dir lock comes before PGlite opens the directory (a second
 * process must not touch it at all), and shutdown releases it only after the database closed.
 */

export interface RunningServer {
  app: App;
  database: Database;
  lock: DataDirLock | undefined;
}

export interface StartOptions {
  /** Adds to the app before it listens (the bench adds its reference endpoint here). */
  extend?: (app: App) => void | Promise<void>;
}

export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  limitHeapGrowing(config.memory.heapGrowingPercent);
  const lock = config.databaseUrl
    ? undefined
    : await acquireDataDirLock(config.dataDir, {
        purpose: 'server',
        onCompromised: (error) => {
          console.error(`Lost the lock on DATA_DIR ${config.dataDir}: ${error.message}`);
          process.exit(1);
        },
      });
  const database = await openDatabase(config);
  await database.migrate();
  // The translation table follows the locale files of this version (decision 110).
  const localeTexts = await readLocaleFiles(config.localesDir);
  await seedTranslations(database.db, localeTexts);
  const app = await buildApp(config, { database, localeTexts });
  await options.extend?.(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, publicUrl: config.publicUrl },
    'Közös is listening',
  );
  return { app, database, lock };
}

export interface StopOptions {
  /** After this long the process exits anyway, with 1 (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** How long the listener stays open, answering with `Connection: close` (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
}

/**
 * SIGINT/SIGTERM stop the instance gracefully (decision 155), so a restart drops nothing:
 * 1. the scheduler takes no more work; a job it runs commits (or, cut off, its transaction
 *    rolls back when the connection goes): no row stays locked, another instance runs the rest;
 * 2. the drain starts (decision 186): live streams end with a `reconnect` event, so tabs
 *    reconnect at once (to another instance); for `drainMs` the listener stays open and every
 *    request is answered, with `Connection: close`, so kept-alive connections end and a proxy
 *    opens its next one elsewhere once the listener is closed;
 * 3. the listener closes (new connections are refused), idle keep-alive sockets close, requests
 *    in flight finish and their sockets close as they turn idle (Fastify answers 503 to a request
 *    arriving meanwhile on a kept-alive socket is answered too, with `Connection: close`);
 * 4. the app's onClose hooks run (LISTEN connection, clocks), then the database pool closes and
 *    the data-dir lock is released; the process exits with 0.
 * If that takes longer than `timeoutMs`, the remaining connections are cut and it exits with 1.
 */
export function stopOnSignals(running: RunningServer, options: StopOptions): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const { timeoutMs, drainMs } = options;
    running.app.log.info({ signal, timeoutMs, drainMs }, 'shutting down');
    const deadline = setTimeout(() => {
      running.app.log.error({ timeoutMs }, 'shutdown timed out: exiting');
      running.app.server.closeAllConnections();
      process.exit(1);
    }, timeoutMs);
    let reaper: NodeJS.Timeout | undefined;
    try {
      // Stopped first, while the requests drain: it claims nothing new meanwhile.
      const schedulerStopped = running.app.scheduler.close();
      running.app.drain.start();
      if (drainMs > 0) await sleep(drainMs);
      // A keep-alive socket whose request finishes during close() turns idle after close()
      // closed the idle ones once; it would hold the server open until its keep-alive timeout.
      reaper = setInterval(() => running.app.server.closeIdleConnections(), 100);
      await running.app.close();
      clearInterval(reaper);
      await schedulerStopped;
      await running.database.close();
      await running.lock?.release();
      clearTimeout(deadline);
      running.app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      clearInterval(reaper);
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, (received) => void stop(received));
  }
}
