import { buildApp, type App } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock';
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

/** SIGINT/SIGTERM close the app, then the database, then release the lock, and exit. */
export function stopOnSignals(running: RunningServer): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    running.app.log.info({ signal }, 'shutting down');
    try {
      await running.app.close();
      await running.database.close();
      await running.lock?.release();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, (received) => void stop(received));
  }
}
