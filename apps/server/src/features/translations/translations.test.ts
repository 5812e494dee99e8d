import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TranslationChanges, TranslationRow, TranslationSummary } from '@kozos/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translations } from '../../db/schema/translations';
import { buildGroupsTestApp, call, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { readLocaleFiles } from '../../texts/locale-files';
import { seedTranslations } from './translations.service';

type Files = Record<string, Record<string, Record<string, string>>>;

/** Writes `<dir>/<language>/<area>.json` and returns the folder. */
async function writeLocales(dir: string, files: Files): Promise<string> {
  for (const [language, areas] of Object.entries(files)) {
    await mkdir(path.join(dir, language), { recursive: true });
    for (const [area, texts] of Object.entries(areas)) {
      await writeFile(path.join(dir, language, `${area}.json`), JSON.stringify(texts));
    }
  }
  return dir;
}

const version1: Files = {
  hu: {
    app: { 'nav.home': 'Főoldal', 'nav.posts': 'Bejegyzések', 'old.key': 'Régi' },
    help: { 'help./': 'A főoldal.' },
  },
  en: {
    app: { 'nav.home': 'Home', 'nav.posts': 'Posts', 'old.key': 'Old' },
    help: { 'help./': 'The home page.' },
  },
};

let t: IdentityTestApp;
let admin: TestUser;
let member: TestUser;
let localesDir: string;

async function seed(files: Files): Promise<void> {
  await writeLocales(localesDir, files);
  await seedTranslations(t.database.db, await readLocaleFiles(localesDir));
}

const row = async (key: string) => {
  const rows = await ok<TranslationRow[]>(
    t,
    admin,
    'GET',
    `/api/Translation/Keys?search=${encodeURIComponent(key)}&limit=100`,
  );
  return rows.find((candidate) => candidate.key === key);
};
const published = (language: 'hu' | 'en') =>
  ok<{ texts: Record<string, string> }>(t, null, 'GET', `/api/Translation?language=${language}`);

beforeAll(async () => {
  localesDir = await writeLocales(
    await mkdtemp(path.join(os.tmpdir(), 'kozos-locales-')),
    version1,
  );
  t = await buildGroupsTestApp({ LOCALES_DIR: localesDir });
  // The first account of an installation is its site administrator.
  admin = await createUser(t, { username: 'siteadmin', name: 'Site Admin' });
  member = await createUser(t, { username: 'member', name: 'Member' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await ok(t, admin, 'DELETE', '/api/Translation/Changes');
  await seed(version1);
});

describe('seeding from the locale files', () => {
  it('adds every key of every area file in both languages', async () => {
    expect(await row('nav.home')).toMatchObject({ hu: 'Főoldal', en: 'Home', fileHu: 'Főoldal' });
    expect(await row('help./')).toMatchObject({ hu: 'A főoldal.', en: 'The home page.' });
  });

  it('keeps an edited text when the files change, and follows the files where nobody edited', async () => {
    await ok(t, admin, 'PATCH', '/api/Translation', {
      key: 'nav.home',
      hu: 'Kezdőlap',
      en: 'Home',
    });
    await seed({
      hu: {
        ...version1.hu,
        app: { ...version1.hu!.app, 'nav.home': 'Nyitólap', 'nav.posts': 'Posztok' },
      },
      en: {
        ...version1.en,
        app: { ...version1.en!.app, 'nav.home': 'Start', 'nav.posts': 'Notes' },
      },
    });
    // Hungarian was edited: kept. English was not: it follows the files.
    expect(await row('nav.home')).toMatchObject({
      hu: 'Kezdőlap',
      en: 'Start',
      fileHu: 'Nyitólap',
      fileEn: 'Start',
    });
    expect(await row('nav.posts')).toMatchObject({ hu: 'Posztok', en: 'Notes' });
    expect((await published('hu')).texts).toEqual({ 'nav.home': 'Kezdőlap' });
    expect((await published('en')).texts).toEqual({});
  });

  it('drops a key gone from the files unless it was edited, which it keeps as an added constant', async () => {
    await ok(t, admin, 'PATCH', '/api/Translation', { key: 'nav.posts', hu: 'Hírek', en: 'News' });
    const without = (files: Files) =>
      Object.fromEntries(
        Object.entries(files).map(([language, areas]) => {
          const { 'old.key': _old, 'nav.posts': _posts, ...rest } = areas.app ?? {};
          return [language, { ...areas, app: rest }];
        }),
      );
    await seed(without(version1));
    expect(await row('old.key')).toBeUndefined();
    expect(await row('nav.posts')).toMatchObject({ hu: 'Hírek', fileHu: null, fileEn: null });
  });

  it('refuses a key defined in two area files of one language', async () => {
    const dir = await writeLocales(await mkdtemp(path.join(os.tmpdir(), 'kozos-dupes-')), {
      hu: { a: { same: 'egy' }, b: { same: 'kettő' } },
      en: { a: { same: 'one' } },
    });
    await expect(readLocaleFiles(dir)).rejects.toThrow(/"same" is in hu\/a.json and b.json/);
  });
});

describe('published texts', () => {
  it('are read by anyone and hold only what differs from the files', async () => {
    expect((await published('hu')).texts).toEqual({});
    await ok(t, admin, 'PATCH', '/api/Translation', {
      key: 'nav.home',
      hu: 'Kezdőlap',
      en: 'Home',
    });
    expect((await published('hu')).texts).toEqual({ 'nav.home': 'Kezdőlap' });
    expect((await published('en')).texts).toEqual({});
  });

  it('answer 304 to a reload that already has them, and the new texts after an edit', async () => {
    const first = await call(t, null, 'GET', '/api/Translation?language=en');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/Translation?language=en',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await ok(t, admin, 'PATCH', '/api/Translation', {
      key: 'nav.home',
      hu: 'Főoldal',
      en: 'Start',
    });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/Translation?language=en',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: { texts: object } }>().data.texts).toEqual({ 'nav.home': 'Start' });
  });

  it('refuse a language that is not hu or en', async () => {
    expect((await call(t, null, 'GET', '/api/Translation?language=de')).statusCode).toBe(400);
  });
});

describe('the editor', () => {
  it('searches keys and texts, and lists only changed rows on request', async () => {
    const keys = async (query: string) =>
      (await ok<TranslationRow[]>(t, admin, 'GET', `/api/Translation/Keys?${query}`)).map(
        (found) => found.key,
      );
    expect(await keys('search=NAV.')).toEqual(['nav.home', 'nav.posts']);
    expect(await keys('search=bejegyz')).toEqual(['nav.posts']);
    expect(await keys('search=_%25')).toEqual([]);
    expect(await keys('limit=1&skip=1')).toEqual(['nav.home']);
    await ok(t, admin, 'PATCH', '/api/Translation', { key: 'nav.posts', hu: 'Hírek', en: 'Posts' });
    expect(await keys('changed=true')).toEqual(['nav.posts']);
  });

  it('saves a row and shows who edited last and when', async () => {
    const saved = await ok<TranslationRow>(t, admin, 'PATCH', '/api/Translation', {
      key: 'nav.posts',
      hu: '  Hírek ',
      en: 'News',
    });
    expect(saved).toMatchObject({ hu: 'Hírek', en: 'News', fileHu: 'Bejegyzések' });
    const summary = await ok<TranslationSummary>(t, admin, 'GET', '/api/Translation/Summary');
    expect(summary).toMatchObject({
      total: 4,
      changed: 1,
      missing: 0,
      lastEditTime: saved.editedTime,
      lastEditedBy: { id: admin.id, name: 'Site Admin' },
    });
  });

  it('refuses to save an unknown key or an empty text', async () => {
    const unknown = await call(t, admin, 'PATCH', '/api/Translation', {
      key: 'no.such.key',
      hu: 'x',
      en: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await call(t, admin, 'PATCH', '/api/Translation', {
      key: 'nav.home',
      hu: ' ',
      en: 'Home',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: object }>().errors).toHaveProperty('hu');
  });

  it('adds a constant once, and publishes it in both languages', async () => {
    const body = { key: 'help./x', hu: 'Súgó', en: 'Help' };
    const added = await call(t, admin, 'POST', '/api/Translation', body);
    expect(added.statusCode).toBe(201);
    expect(added.json<{ data: TranslationRow }>().data).toMatchObject({ fileHu: null, hu: 'Súgó' });
    const again = await call(t, admin, 'POST', '/api/Translation', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'translation_exists',
      errors: { key: ['translation_exists'] },
    });
    expect((await published('en')).texts).toEqual({ 'help./x': 'Help' });
    const spaced = await call(t, admin, 'POST', '/api/Translation', { ...body, key: 'a b' });
    expect(spaced.json<{ errors: object }>().errors).toEqual({ key: ['invalid_value'] });
  });

  it('copies the changes grouped by the locale file they belong in', async () => {
    await ok(t, admin, 'PATCH', '/api/Translation', {
      key: 'nav.home',
      hu: 'Kezdőlap',
      en: 'Home',
    });
    await ok(t, admin, 'PATCH', '/api/Translation', {
      key: 'help./',
      hu: 'A főoldal.',
      en: 'Start here.',
    });
    await ok(t, admin, 'POST', '/api/Translation', { key: 'new.one', hu: 'Új', en: 'New' });
    expect(await ok<TranslationChanges>(t, admin, 'GET', '/api/Translation/Changes')).toEqual({
      'hu/app.json': { 'nav.home': 'Kezdőlap' },
      'en/help.json': { 'help./': 'Start here.' },
      'hu/added.json': { 'new.one': 'Új' },
      'en/added.json': { 'new.one': 'New' },
    });
  });

  it('deletes every change: the files’ texts come back and added constants go', async () => {
    await ok(t, admin, 'PATCH', '/api/Translation', {
      key: 'nav.home',
      hu: 'Kezdőlap',
      en: 'Start',
    });
    await ok(t, admin, 'POST', '/api/Translation', { key: 'new.one', hu: 'Új', en: 'New' });
    expect(await ok(t, admin, 'DELETE', '/api/Translation/Changes')).toEqual({
      restored: 1,
      removed: 1,
    });
    expect(await row('nav.home')).toMatchObject({ hu: 'Főoldal', en: 'Home', editedTime: null });
    expect(await row('new.one')).toBeUndefined();
    expect(await ok(t, admin, 'GET', '/api/Translation/Changes')).toEqual({});
    expect(
      (await ok<TranslationSummary>(t, admin, 'GET', '/api/Translation/Summary')).lastEditTime,
    ).toBeNull();
  });

  it('resets missing keys: adds the keys of the files the table lacks, and only those', async () => {
    await ok(t, admin, 'PATCH', '/api/Translation', {
      key: 'nav.home',
      hu: 'Kezdőlap',
      en: 'Home',
    });
    await t.database.db.delete(translations).where(eq(translations.key, 'help./'));
    const summary = await ok<TranslationSummary>(t, admin, 'GET', '/api/Translation/Summary');
    expect(summary).toMatchObject({ total: 3, missing: 1 });
    expect(await ok(t, admin, 'POST', '/api/Translation/Missing')).toEqual({ added: 1 });
    expect(await ok(t, admin, 'POST', '/api/Translation/Missing')).toEqual({ added: 0 });
    expect(await row('help./')).toMatchObject({ hu: 'A főoldal.', en: 'The home page.' });
    // The edit survived: only the missing key was added.
    expect(await row('nav.home')).toMatchObject({ hu: 'Kezdőlap' });
  });

  it('is for site administrators only: a member reads none of it and changes nothing', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/Translation/Keys'],
      ['GET', '/api/Translation/Summary'],
      ['GET', '/api/Translation/Changes'],
      ['PATCH', '/api/Translation', { key: 'nav.home', hu: 'Feltörve', en: 'Hacked' }],
      ['POST', '/api/Translation', { key: 'x.y', hu: 'x', en: 'y' }],
      ['DELETE', '/api/Translation/Changes'],
      ['POST', '/api/Translation/Missing'],
    ] as const) {
      const response = await call(t, member, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.body).not.toContain('Főoldal');
    }
    expect(await row('nav.home')).toMatchObject({ hu: 'Főoldal', en: 'Home' });
    expect(await row('x.y')).toBeUndefined();
  });
});
