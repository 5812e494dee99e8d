import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { wrapPglite } from '../db/client';
import {
  apiTypesFile,
  apiTypesOf,
  openApiDocumentOf,
  operationIdsFile,
  operationIdsOf,
} from './api-files';

/** `npm run api:types`: rewrites the files generated from the OpenAPI document (api-files.ts). */
async function writeApiFiles(): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'kozos-api-types-unused'),
    AUTH_SECRET: 'api-types-secret-that-is-at-least-32-characters',
  });
  const database = await wrapPglite(new PGlite());
  await database.migrate();
  const app = await buildApp(config, { database, logger: false });
  try {
    const doc = await openApiDocumentOf(app);
    await writeFile(apiTypesFile, await apiTypesOf(doc));
    await writeFile(operationIdsFile, operationIdsOf(doc));
    console.warn(
      `wrote ${path.relative(process.cwd(), apiTypesFile)} and ${path.relative(process.cwd(), operationIdsFile)}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await writeApiFiles();
