import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TranslationRow } from '@kozos/contract';
import { readLocaleFiles } from '../texts/locale-files';
import { buildGroupsTestApp, ok } from './groups';
import { createUser, type IdentityTestApp, type TestUser } from './identity';

/*
 * The translation store's tests (features/translations/translations*.test.ts). Seeding is theirs:
 * test helpers import no feature.
 */

export type Files = Record<string, Record<string, Record<string, string>>>;

/** Writes `<dir>/<language>/<area>.json` and returns the folder. */
export async function writeLocales(dir: string, files: Files): Promise<string> {
  for (const [language, areas] of Object.entries(files)) {
    await mkdir(path.join(dir, language), { recursive: true });
    for (const [area, texts] of Object.entries(areas)) {
      await writeFile(path.join(dir, language, `${area}.json`), JSON.stringify(texts));
    }
  }
  return dir;
}

export const version1: Files = {
  hu: {
    app: { 'nav.home': 'Főoldal', 'nav.posts': 'Bejegyzések', 'old.key': 'Régi' },
    help: { 'help./': 'A főoldal.' },
  },
  en: {
    app: { 'nav.home': 'Home', 'nav.posts': 'Posts', 'old.key': 'Old' },
    help: { 'help./': 'The home page.' },
  },
};

export interface TranslationsTestApp {
  t: IdentityTestApp;
  /** The first account of the installation: its site administrator. */
  admin: TestUser;
  member: TestUser;
  /** The app's LOCALES_DIR, holding `version1` at first. */
  localesDir: string;
}

/** An app on a locale folder of its own, its site administrator and a member. */
export async function buildTranslationsTestApp(): Promise<TranslationsTestApp> {
  const localesDir = await writeLocales(
    await mkdtemp(path.join(os.tmpdir(), 'kozos-locales-')),
    version1,
  );
  const t = await buildGroupsTestApp({ LOCALES_DIR: localesDir });
  // The first account of an installation is its site administrator.
  const admin = await createUser(t, { username: 'siteadmin', name: 'Site Admin' });
  const member = await createUser(t, { username: 'member', name: 'Member' });
  return { t, admin, member, localesDir };
}

/** The editor's row of `key`, as the site administrator reads it. */
export async function translationRow({ t, admin }: TranslationsTestApp, key: string) {
  const rows = await ok<TranslationRow[]>(
    t,
    admin,
    'GET',
    `/api/Translation/Keys?search=${encodeURIComponent(key)}&limit=100`,
  );
  return rows.find((candidate) => candidate.key === key);
}

/** The published texts of `language`, read without signing in. */
export const publishedTexts = ({ t }: TranslationsTestApp, language: 'hu' | 'en') =>
  ok<{ texts: Record<string, string> }>(t, null, 'GET', `/api/Translation?language=${language}`);

/** The feature's seeding (`seedTranslations`), handed in: test helpers import no feature. */
type Seeder = (
  db: TranslationsTestApp['t']['database']['db'],
  files: Awaited<ReturnType<typeof readLocaleFiles>>,
) => Promise<unknown>;

/** Writes `files` into the app's locale folder and seeds the table from them. */
export async function seedLocales(
  app: TranslationsTestApp,
  seeder: Seeder,
  files: Files,
): Promise<void> {
  await writeLocales(app.localesDir, files);
  await seeder(app.t.database.db, await readLocaleFiles(app.localesDir));
}

/** Back to no edits and the table seeded from `version1`: every test starts from here. */
export async function resetTranslations(app: TranslationsTestApp, seeder: Seeder): Promise<void> {
  await ok(app.t, app.admin, 'DELETE', '/api/Translation/Changes');
  await seedLocales(app, seeder, version1);
}
