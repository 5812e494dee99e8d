import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, withAdminClient } from '../test/template-database';
import { openPostgres, type Database } from './client';
import { migrationsFolder } from './migrate';

/*
 * Instances starting at once on a fresh PostgreSQL database (decision 185): each migrates, and
 * the advisory lock makes one of them do it while the others wait, then find nothing to do.
 * Without the lock, two of them create drizzle's schema or apply migration 0000 together and
 * fail ("already exists"). Only with TEST_DB=postgres (vitest.config.ts).
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `kozos_migrate_${randomBytes(6).toString('hex')}`;
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  await withAdminClient(adminUrl, (client) =>
    client.query(`drop database if exists ${name} with (force)`),
  );
});

describe('migrations on PostgreSQL', () => {
  it('run once when several instances migrate a fresh database at the same moment', async () => {
    await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
    const url = databaseUrl(adminUrl, name);
    const instances = [1, 2, 3, 4].map(() => openPostgres(url));
    opened.push(...instances);

    const results = await Promise.allSettled(instances.map((database) => database.migrate()));
    expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));

    const [first] = instances;
    const applied = await withAdminClient(url, (client) =>
      client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations'),
    );
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(Number(applied.rows[0]?.count)).toBe(journal.entries.length);
    // The lock is released: another start takes it at once.
    await first!.migrate();
  });
});
