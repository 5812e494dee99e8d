import type { TranslationRow } from '@kozos/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { notify } from '../../notifications/notify';
import { buildGroupsTestApp, createGroup, ok, schedulerByHand } from '../../test/groups';
import { createUser, uniqueEmail, type IdentityTestApp, type TestUser } from '../../test/identity';
import {
  startTestPushService,
  testCertificate,
  type PushServiceBrowser,
  type TestPushService,
} from '../../test/push-service';
import { readLocaleFiles } from '../../texts/locale-files';
import { seedTranslations } from './translations.service';
import { eventually } from '../../test/eventually';

/*
 * Issue 24.2, decision 138: what a site administrator publishes in /languageconfig reaches what
 * the server sends, through the editor's own API: a push (decrypted by a local push service as a
 * browser would), a mail (received by a real SMTP server) and the daily digest. Each is sent once
 * before the edit, so the server's text store has read the texts already and must notice.
 */

let push: TestPushService;
let t: IdentityTestApp;
let admin: TestUser;
let anna: TestUser;

beforeAll(async () => {
  push = await startTestPushService({ certificate: await testCertificate() });
  t = await buildGroupsTestApp(
    { PUSH_SERVICE_HOSTS: push.host, ...schedulerByHand },
    { pushAgent: push.agent },
  );
  await seedTranslations(t.database.db, await readLocaleFiles(t.config.localesDir));
  // The first account of an installation is its site administrator.
  admin = await createUser(t, { username: 'siteadmin', name: 'Site Admin' });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** Publishes `en` for `key` as the editor does, the Hungarian text left as it is. */
async function publishEnglish(key: string, en: string): Promise<void> {
  const rows = await ok<TranslationRow[]>(
    t,
    admin,
    'GET',
    `/api/Translation/Keys?search=${encodeURIComponent(key)}&limit=100`,
  );
  const row = rows.find((candidate) => candidate.key === key);
  if (!row) throw new Error(`no translation row ${key}`);
  await ok(t, admin, 'PATCH', '/api/Translation', { key, hu: row.hu, en });
}

const joined = (user: TestUser, groupName: string) =>
  notify(t.database.db, [user.id], {
    type: 'USER_JOINED_GROUP',
    variables: { userName: 'Béla', groupName },
    path: '/groups/g/details',
  });

const waitForPush = (browser: PushServiceBrowser, count: number) =>
  eventually(() => expect(browser.received).toHaveLength(count), { timeout: 5_000 });

describe('an edit published in the translation editor', () => {
  it('reaches the next push', async () => {
    const browser = push.newBrowser();
    await ok(t, anna, 'POST', '/api/User/Token', { token: browser.token, timeZone: 'UTC' });
    await joined(anna, 'Kert utca');
    await waitForPush(browser, 1);
    expect(browser.received[0]).toMatchObject({ body: 'Béla joined Kert utca' });

    await publishEnglish(
      'notifications.type.USER_JOINED_GROUP',
      'Edited: {{userName}} is in {{groupName}} now',
    );
    await joined(anna, 'Almás köz');
    await waitForPush(browser, 2);
    expect(browser.received[1]).toMatchObject({ body: 'Edited: Béla is in Almás köz now' });
    expect(push.refused).toEqual([]);
  });

  it('reaches the next mail', async () => {
    const group = await createGroup(t, anna, { name: 'Kert utca' });
    const invite = async () => {
      const email = uniqueEmail('invitee');
      await ok(t, anna, 'POST', `/api/Invitation/${group.id}/Email`, { email });
      return t.smtp.waitForMail(email);
    };
    expect((await invite()).subject).toBe('Anna invited you to Kert utca on Közös');

    await publishEnglish('mail.invitation.subject', 'Edited: {{inviter}} asks you into {{group}}');
    await publishEnglish('mail.invitation.footer', 'Edited footer.');
    const mail = await invite();
    expect(mail.subject).toBe('Edited: Anna asks you into Kert utca');
    expect(mail.text).toContain('Edited footer.');
    expect(mail.html).toContain('Edited footer.');
  });

  it('reaches the digest', async () => {
    const cili = await createUser(t, { username: 'cili', name: 'Cili' });
    await publishEnglish('digest.greeting_name', 'Edited: good day, {{name}}!');
    await publishEnglish('digest.subject_one', 'Edited: {{count}} thing waits for you');
    const [row] = await joined(cili, 'Kert utca');
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 30 * 60 * 60 * 1000) })
      .where(eq(notifications.id, row?.id ?? ''));
    // The app's own scheduler runs the digest task (later than any run at start-up).
    await t.app.scheduler.runOnce(new Date(Date.now() + 60 * 60 * 1000));
    const mail = await t.smtp.waitForMail(cili.email);
    expect(mail.subject).toBe('Edited: 1 thing waits for you');
    expect(mail.text).toContain('Edited: good day, Cili!');
    expect(mail.text).toMatch(/Béla .*Kert utca/);
  });
});
