import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client';
import { ensurePostgresTemplate } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data directory; each test database starts from it. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global set-up of the server project: the migrated template every test database is
 * copied from (test/database.ts), made once per run before any test file starts.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (url) await ensurePostgresTemplate(url);
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kozos-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const pglite = new PGlite();
  const database = await wrapPglite(pglite);
  await database.migrate();
  // Uncompressed: loading it is faster than a gzip four times smaller.
  await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
