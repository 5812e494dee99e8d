import type { TranslationChanges, TranslationRow, TranslationSummary } from '@kozos/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translations } from '../../db/schema/translations';
import { call, ok } from '../../test/groups';
import { seedTranslations } from './translations.service';
import type { IdentityTestApp, TestUser } from '../../test/identity';
import {
  buildTranslationsTestApp,
  publishedTexts,
  translationRow,
  resetTranslations,
  type TranslationsTestApp,
} from '../../test/translations';

/*
 * The translation editor (seeding from the files and the published texts are in
 * translations-seeding.test.ts).
 */

let app: TranslationsTestApp;
let t: IdentityTestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  app = await buildTranslationsTestApp();
  ({ t, admin, member } = app);
});
afterAll(async () => {
  await t.close();
});
// Every test starts with no edits and the table seeded from `version1`.
beforeEach(() => resetTranslations(app, seedTranslations));

const row = (key: string) => translationRow(app, key);
const published = (language: 'hu' | 'en') => publishedTexts(app, language);

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
