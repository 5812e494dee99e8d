import path from 'node:path';
import { loadConfig } from '../config';
import { restorePglite } from './backup-pglite';
import { restorePostgres } from './backup-postgres';
import { runCli } from './cli';

/** `npm run restore -- <file>`: replaces the database with a backup made by `npm run backup`. */
await runCli(async (args) => {
  const [fileArg] = args;
  if (!fileArg) throw new Error('Usage: npm run restore -- <backup file>');
  const file = path.resolve(fileArg);
  const config = loadConfig();
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file);
    return `Restored ${file} into the PostgreSQL database.`;
  }
  const { movedAside } = await restorePglite(config.dataDir, file);
  const kept = movedAside ? `\nThe previous database was kept at ${movedAside}` : '';
  return `Restored ${file} into ${config.dataDir}.${kept}`;
});
