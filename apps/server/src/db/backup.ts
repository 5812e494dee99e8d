import path from 'node:path';
import { loadConfig } from '../config';
import { backupPglite, fileTimestamp } from './backup-pglite';
import { backupPostgres } from './backup-postgres';
import { runCli } from './cli';

/** `npm run backup -- [file]`: PGlite tarball, or pg_dump when DATABASE_URL is set. */
await runCli(async (args) => {
  const config = loadConfig();
  const extension = config.databaseUrl ? 'dump' : 'tar.gz';
  const file = path.resolve(
    args[0] ?? path.join(config.dataDir, 'backups', `kozos-${fileTimestamp()}.${extension}`),
  );
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
  else await backupPglite(config.dataDir, file);
  return `Backup written to ${file}`;
});
