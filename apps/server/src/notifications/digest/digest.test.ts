import { routes } from '@kozos/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDigests, notifications, users } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { buildGroupsTestApp, call, ok, schedulerByHand } from '../../test/groups';
import { createUser, pathOf, type IdentityTestApp, type TestUser } from '../../test/identity';
import { labelled } from '../../test/authorization-matrix';
import { notify } from '../notify';
import { sendDueDigests, type DigestOptions } from './digest';

/*
 * The daily digest (decision 104): unseen notifications older than 24 hours, in the user's
 * language, at most one a day, nothing when nothing is new, a one-click unsubscribe, and the
 * settings switch (GET and PUT /api/Digest).
 */

let t: IdentityTestApp;
let options: DigestOptions;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildGroupsTestApp(schedulerByHand);
  const mailer = createMailer({
    smtpUrl: t.smtp.url,
    from: 'Közös <no-reply@localhost>',
    outboxDir: '/nonexistent',
    logger: t.app.log,
  });
  options = { mailer, texts: t.app.texts, publicUrl: 'http://kozos.test', logger: t.app.log };
});
afterAll(() => t.close());

/** A notification of `user` written `hoursAgo` hours ago. */
async function notificationOf(user: TestUser, hoursAgo: number, groupName = 'Kert') {
  const [row] = await notify(t.database.db, [user.id], {
    type: 'USER_JOINED_GROUP',
    variables: { groupName, userName: 'Béla' },
    path: '/groups/g/details',
  });
  await t.database.db
    .update(notifications)
    .set({ createdAt: new Date(Date.now() - hoursAgo * hour) })
    .where(eq(notifications.id, row?.id ?? ''));
}

const digestsTo = (user: TestUser) =>
  t.smtp.mails.filter((mail) => mail.to === user.email && mail.subject.startsWith('Közös:'));

describe('the daily digest', () => {
  it('mails the notifications unseen after 24 hours, in the user’s language, once a day', async () => {
    const anna = await createUser(t, { username: 'anna', name: 'Anna' });
    await ok(t, anna, 'PATCH', '/api/User', { language: 'hu' });
    await notificationOf(anna, 30, 'Kert utca');
    await notificationOf(anna, 26, 'Almás köz');
    await notificationOf(anna, 2, 'Friss');
    const now = new Date();
    const [first, second] = await Promise.all([
      sendDueDigests(t.database.db, options, now),
      sendDueDigests(t.database.db, options, now),
    ]);
    expect(first + second).toBe(1);
    await expect.poll(() => digestsTo(anna).length).toBe(1);
    const [mail] = digestsTo(anna);
    if (!mail) throw new Error('no digest');
    expect(mail.subject).toBe('Közös: 2 értesítést még nem láttál');
    expect(mail.text).toContain('Szia Anna!');
    expect(mail.text).toContain('Béla csatlakozott a Kert utca csoporthoz.');
    expect(mail.text).toContain('Béla csatlakozott az Almás köz csoporthoz.');
    expect(mail.text).not.toContain('Friss');
    expect(mail.headers['list-unsubscribe-post']).toContain('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /<http:\/\/kozos\.test\/api\/Digest\/Unsubscribe\?token=[\w-]+>/,
    );
    // Later the same day, even with something new and unseen for long enough: no second one.
    await notificationOf(anna, 2, 'Még egy');
    const sameDay = new Date(now.getTime() + 23 * hour);
    expect(await sendDueDigests(t.database.db, options, sameDay)).toBe(0);
    // The next day only what was not in the last one.
    expect(await sendDueDigests(t.database.db, options, new Date(now.getTime() + 25 * hour))).toBe(
      1,
    );
    await expect.poll(() => digestsTo(anna).length).toBe(2);
    const next = digestsTo(anna).at(-1);
    expect(next?.text).toContain('Még egy');
    expect(next?.text).toContain('Friss');
    expect(next?.text).not.toContain('Kert utca');
  });

  it('sends nothing when nothing is new, seen, or notifications are off', async () => {
    const bela = await createUser(t, { username: 'bela', name: 'Béla' });
    const cili = await createUser(t, { username: 'cili', name: 'Cili' });
    await notificationOf(bela, 30);
    await ok(t, bela, 'PATCH', '/api/Notification/SeeAll');
    await notificationOf(cili, 30);
    await ok(t, cili, 'PATCH', '/api/User', { isNotificationEnabled: false });
    await sendDueDigests(t.database.db, options, new Date());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(digestsTo(bela)).toEqual([]);
    expect(digestsTo(cili)).toEqual([]);
  });

  it('turns digests off from the link in the mail, without signing in', async () => {
    const dora = await createUser(t, { username: 'dora', name: 'Dóra' });
    await notificationOf(dora, 30);
    await sendDueDigests(t.database.db, options, new Date());
    await expect.poll(() => digestsTo(dora).length).toBe(1);
    const [mail] = digestsTo(dora);
    if (!mail) throw new Error('no digest');
    const link = mail.links.find((candidate) => candidate.includes('/api/Digest/Unsubscribe'));
    expect(link).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: pathOf(link ?? '') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('No more summary e-mails');
    const [row] = await t.database.db
      .select()
      .from(mailDigests)
      .where(eq(mailDigests.userId, dora.id));
    expect(row?.isEnabled).toBe(false);
    await notificationOf(dora, 25);
    expect(await sendDueDigests(t.database.db, options, new Date(Date.now() + 25 * hour))).toBe(0);
    // Mail clients' one-click POST (RFC 8058) works too; an unknown token is a 404.
    const post = await t.app.inject({
      method: 'POST',
      url: pathOf(link ?? ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/Digest/Unsubscribe?token=nobody-has-this-token-at-all',
    });
    expect(unknown.statusCode).toBe(404);
    const stillOn = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.id, dora.id), eq(users.isNotificationEnabled, true)));
    expect(stillOn[0]?.n).toBe(1);
  });
});

describe('the digest setting', () => {
  const setting = async (user: TestUser) =>
    (await ok<{ enabled: boolean }>(t, user, 'GET', '/api/Digest')).enabled;

  it('is on until turned off, and turns off and on again', async () => {
    const emese = await createUser(t, { username: 'emese', name: 'Emese' });
    expect(await setting(emese)).toBe(true);
    expect(await ok(t, emese, 'PUT', '/api/Digest', { enabled: false })).toEqual({
      enabled: false,
    });
    expect(await setting(emese)).toBe(false);
    await notificationOf(emese, 30);
    expect(await sendDueDigests(t.database.db, options, new Date())).toBe(0);
    expect(await ok(t, emese, 'PUT', '/api/Digest', { enabled: true })).toEqual({ enabled: true });
    expect(await setting(emese)).toBe(true);
    expect(await sendDueDigests(t.database.db, options, new Date())).toBe(1);
    await expect.poll(() => digestsTo(emese).length).toBe(1);
  });

  it('shows off after the link in the mail, and turned on the user is due again', async () => {
    const feri = await createUser(t, { username: 'feri', name: 'Feri' });
    await notificationOf(feri, 30);
    await sendDueDigests(t.database.db, options, new Date());
    await expect.poll(() => digestsTo(feri).length).toBe(1);
    const link = digestsTo(feri)[0]?.links.find((candidate) =>
      candidate.includes('/api/Digest/Unsubscribe'),
    );
    expect((await t.app.inject({ method: 'GET', url: pathOf(link ?? '') })).statusCode).toBe(200);
    expect(await setting(feri)).toBe(false);
    await notificationOf(feri, 2);
    const nextDay = new Date(Date.now() + 25 * hour);
    expect(await sendDueDigests(t.database.db, options, nextDay)).toBe(0);
    await ok(t, feri, 'PUT', '/api/Digest', { enabled: true });
    // By the usual rules: a day after the last one, with only what it did not list.
    expect(await sendDueDigests(t.database.db, options, nextDay)).toBe(1);
    await expect.poll(() => digestsTo(feri).length).toBe(2);
    expect(digestsTo(feri)[1]?.subject).toBe('Közös: 1 notification you have not seen');
  });

  it('answers 400 to a body that is not { enabled: boolean }, and changes nothing', async () => {
    const gizi = await createUser(t, { username: 'gizi', name: 'Gizi' });
    for (const payload of [{}, { enabled: 'false' }, { enabled: null }, { enabled: 0 }]) {
      const response = await call(t, gizi, 'PUT', '/api/Digest', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        status: 400,
        errors: { enabled: [expect.any(String)] },
      });
    }
    const empty = await call(t, gizi, 'PUT', '/api/Digest');
    expect(empty.statusCode).toBe(400);
    expect(await setting(gizi)).toBe(true);
  });
});

describe('authorization of the digest setting', () => {
  const rows = labelled([
    { route: routes.getDigest, expect: [401, 200], payload: undefined },
    { route: routes.putDigest, expect: [401, 200], payload: { enabled: false } },
  ]);
  it.each(rows)('$call: anonymous 401, any signed-in user for themselves', async (row) => {
    const user = await createUser(t);
    const { method, path } = row.route;
    const anonymous = await call(t, null, method, path, row.payload);
    const signedIn = await call(t, user, method, path, row.payload);
    expect([anonymous.statusCode, signedIn.statusCode]).toEqual(row.expect);
    expect(anonymous.json()).toEqual({ message: 'unauthorized', status: 401, errors: {} });
  });
});
