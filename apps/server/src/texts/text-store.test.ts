import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { notifications } from '../db/schema';
import { notify } from '../notifications/notify';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/database';
import { buildGroupsTestApp, createGroup, ok, schedulerByHand } from '../test/groups';
import { createUser, uniqueEmail, type IdentityTestApp } from '../test/identity';
import { testPasswordHashing } from '../test/password-hashing';

/*
 * The server's texts come from the locale files of LOCALES_DIR (decision 138), not from a path
 * of their own: mails and notification texts say what that folder says, and a key in two files
 * stops the start instead of one of them winning silently.
 */

let localesDir: string;

/** A copy of the real locale files, with `changes` written into `<language>/<area>.json`. */
async function localesWith(
  changes: { language: 'hu' | 'en'; area: string; texts: Record<string, string> }[],
): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kozos-locales-'));
  await cp(path.resolve(import.meta.dirname, '../../../web/src/locales'), dir, { recursive: true });
  for (const { language, area, texts } of changes) {
    const file = path.join(dir, language, `${area}.json`);
    const before = await readFile(file, 'utf8').catch(() => '{}');
    const merged = { ...(JSON.parse(before) as Record<string, string>), ...texts };
    await writeFile(file, JSON.stringify(merged));
  }
  return dir;
}

describe('texts from LOCALES_DIR', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    localesDir = await localesWith([
      {
        language: 'en',
        area: 'mail',
        texts: { 'mail.invitation.subject': 'From LOCALES_DIR: {{inviter}} and {{group}}' },
      },
      {
        language: 'en',
        area: 'notifications',
        texts: { 'notifications.type.USER_JOINED_GROUP': 'From LOCALES_DIR: {{userName}} is in' },
      },
      {
        language: 'en',
        area: 'delivery',
        texts: { 'digest.greeting_name': 'From LOCALES_DIR: hello {{name}}' },
      },
    ]);
    t = await buildGroupsTestApp({ LOCALES_DIR: localesDir, ...schedulerByHand });
  });
  afterAll(async () => {
    await t.close();
    await rm(localesDir, { recursive: true, force: true });
  });

  it('are what mails say', async () => {
    const anna = await createUser(t, { username: 'anna', name: 'Anna' });
    const group = await createGroup(t, anna, { name: 'Kert utca' });
    const email = uniqueEmail('invitee');
    await ok(t, anna, 'POST', `/api/Invitation/${group.id}/Email`, { email });
    expect((await t.smtp.waitForMail(email)).subject).toBe('From LOCALES_DIR: Anna and Kert utca');
  });

  it('are what notifications say in the digest', async () => {
    const bela = await createUser(t, { username: 'bela', name: 'Béla' });
    const [row] = await notify(t.database.db, [bela.id], {
      type: 'USER_JOINED_GROUP',
      variables: { userName: 'Cili', groupName: 'Kert utca' },
      path: '/groups/g/details',
    });
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 30 * 60 * 60 * 1000) })
      .where(eq(notifications.id, row?.id ?? ''));
    await t.app.scheduler.runOnce(new Date(Date.now() + 60 * 60 * 1000));
    const mail = await t.smtp.waitForMail(bela.email);
    expect(mail.text).toContain('From LOCALES_DIR: hello Béla');
    expect(mail.text).toContain('From LOCALES_DIR: Cili is in');
  });
});

describe('a key in two locale files', () => {
  it('stops the app from starting, naming the key and both files', async () => {
    const dir = await localesWith([
      { language: 'en', area: 'zz-duplicate', texts: { 'mail.greeting': 'Hi,' } },
    ]);
    const database = await createTestDatabase();
    try {
      await expect(
        buildApp(testConfig({ LOCALES_DIR: dir }), {
          database,
          logger: false,
          passwordHashing: testPasswordHashing,
        }),
      ).rejects.toThrow('locale key "mail.greeting" is in en/mail.json and zz-duplicate.json');
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
