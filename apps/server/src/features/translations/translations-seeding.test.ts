import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, ok } from '../../test/groups';
import { seedTranslations } from './translations.service';
import type { IdentityTestApp, TestUser } from '../../test/identity';
import { readLocaleFiles } from '../../texts/locale-files';
import {
  buildTranslationsTestApp,
  publishedTexts,
  translationRow,
  version1,
  writeLocales,
  seedLocales,
  resetTranslations,
  type Files,
  type TranslationsTestApp,
} from '../../test/translations';

/* The translation store seeded from the locale files, and the texts it publishes. */

let app: TranslationsTestApp;
let t: IdentityTestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTranslationsTestApp();
  ({ t, admin } = app);
});
afterAll(async () => {
  await t.close();
});
const seed = (files: Files) => seedLocales(app, seedTranslations, files);
// Every test starts with no edits and the table seeded from `version1`.
beforeEach(() => resetTranslations(app, seedTranslations));

const row = (key: string) => translationRow(app, key);
const published = (language: 'hu' | 'en') => publishedTexts(app, language);

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
