import type { TranslationRow } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { testConfig } from '../../test/app';
import { buildGroupsTestApp, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import type { Texts } from '../../texts/text-store';
import { readLocaleFiles } from '../../texts/locale-files';
import { seedTranslations } from './translations.service';
import { eventually } from '../../test/eventually';
import { testPasswordHashing } from '../../test/password-hashing';

/*
 * Decision 138 with two app instances on one PostgreSQL server: an edit published through one
 * reaches the texts the other sends, although the other had read (and kept) them before. The
 * editor's write names the `texts` scope, which the other instance hears over NOTIFY.
 */

let t: IdentityTestApp;
let second: { app: App; database: Database };
let admin: TestUser;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  const url = (t.database as { url?: string }).url;
  if (!url) throw new Error('this file runs on PostgreSQL only (TEST_DB=postgres)');
  const database = openPostgres(url);
  const config = testConfig({ SMTP_URL: t.smtp.url });
  second = {
    app: await buildApp(config, { database, logger: false, passwordHashing: testPasswordHashing }),
    database,
  };
  await seedTranslations(t.database.db, await readLocaleFiles(t.config.localesDir));
  admin = await createUser(t, { username: 'siteadmin', name: 'Site Admin' });
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

const key = 'mail.invitation.subject';
const subject = (texts: Texts) => texts.t('en', key, { inviter: 'Anna', group: 'Kert' });

describe('an edit published on one instance', () => {
  it('reaches the texts of another instance that had kept them', async () => {
    // Kept: the other instance hears every write, so it answers the same texts again.
    let kept: Texts | undefined;
    await eventually(
      async () => {
        const before = kept;
        kept = await second.app.texts.current();
        expect(kept).toBe(before);
      },
      { timeout: 5_000, interval: 50 },
    );
    if (!kept) throw new Error('no texts');
    expect(subject(kept)).toBe('Anna invited you to Kert on Közös');

    const rows = await ok<TranslationRow[]>(t, admin, 'GET', `/api/Translation/Keys?search=${key}`);
    const row = rows.find((candidate) => candidate.key === key);
    await ok(t, admin, 'PATCH', '/api/Translation', {
      key,
      hu: row?.hu ?? '',
      en: 'Edited: {{inviter}} asks you into {{group}}',
    });
    await eventually(
      async () =>
        expect(subject(await second.app.texts.current())).toBe('Edited: Anna asks you into Kert'),
      { timeout: 5_000, interval: 50 },
    );
  });
});
