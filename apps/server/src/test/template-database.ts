import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../db/client';
import { migrationsFolder } from '../db/migrate';

/*
 * A migrated database to copy: initdb and the migrations once per run instead of once per test
 * file (docs/decisions/046-test-template-database.md). PGlite starts from a dump of its data
 * directory; PostgreSQL copies a template database named after the migrations it holds.
 */

/** A short hash of the committed migrations (SQL and journal): it names the template. */
export async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')),
    'meta/_journal.json',
  ].sort();
  for (const file of files)
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 12);
}

export async function withAdminClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of the migrated template on the server, created when missing. Test runs of other
 * checkouts may build it at the same moment: each builds under its own name and renames it into
 * place, which only one rename wins; the others drop theirs. Nothing stays connected to the
 * template, so `create database … template` can copy it.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `kozos_template_${await migrationsHash()}`;
  const exists = (client: pg.Client) =>
    client
      .query('select 1 from pg_database where datname = $1', [name])
      .then((result) => result.rowCount === 1);
  if (await withAdminClient(serverUrl, exists)) return name;

  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${building}`));
  const database = openPostgres(databaseUrl(serverUrl, building));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await withAdminClient(serverUrl, async (client) => {
    try {
      await client.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      await client.query(`drop database if exists ${building} with (force)`);
      if (!(await exists(client))) throw error;
    }
  });
  return name;
}
