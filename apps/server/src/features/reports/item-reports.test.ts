import type { ReportCount, ReportResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComment } from '../../test/comments';
import { createEvent } from '../../test/events';
import { buildGroupsTestApp, call, createGroup, notificationsOf, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { createPost } from '../../test/posts';
import { reportItem } from '../../test/reports';

/*
 * Reporting posts, offers and events, and the review of every kind (issue 26, decision 205):
 * a member reports once, not their own item; the group's admins read, hide and dismiss; the
 * site administrator reads all and resolves none; a member reads no reports.
 */

let t: IdentityTestApp;
let site: TestUser;
let admin: TestUser;
let author: TestUser;
let member: TestUser;
let outsider: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp({ COMMENT_LIMIT_PER_MINUTE: '1000' });
  site = await createUser(t, { username: 'site', name: 'Site' });
  admin = await createUser(t, { username: 'admin', name: 'Admin' });
  author = await createUser(t, { username: 'author', name: 'Author' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  groupId = (await createGroup(t, admin, { name: 'Kert utca', members: [author, member] })).id;
});
afterAll(async () => {
  await t.close();
});

const reportsOf = (user: TestUser, query = '') =>
  ok<ReportResponse[]>(t, user, 'GET', `/api/Report${query}`);
const openCountOf = async (user: TestUser) =>
  (await ok<ReportCount>(t, user, 'GET', '/api/Report/Count')).open;

describe('reporting posts, offers and events', () => {
  it('takes one report per member, none from the author or an outsider', async () => {
    const post = await createPost(t, author, groupId, { title: 'Cheap watches' });
    await reportItem(t, member, 'post', post.id);
    const again = await call(t, member, 'POST', `/api/Post/${post.id}/Report`, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    const own = await call(t, author, 'POST', `/api/Post/${post.id}/Report`, { reason: 'spam' });
    expect(own.statusCode).toBe(403);
    const outside = await call(t, outsider, 'POST', `/api/Post/${post.id}/Report`, {
      reason: 'spam',
    });
    expect(outside.statusCode).toBe(403);
    const bare = await call(t, admin, 'POST', `/api/Post/${post.id}/Report`, { reason: 'other' });
    expect(bare.statusCode).toBe(400);
    const missing = await call(t, member, 'POST', `/api/Offer/${post.id}/Report`, {
      reason: 'spam',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists every kind to the admins and the site administrator, none to members', async () => {
    const post = await createPost(t, author, groupId, { title: 'Reported post' });
    const offer = await createOffer(t, author, groupId, { product: { name: 'Reported honey' } });
    const event = await createEvent(t, author, groupId, { name: 'Reported party' });
    const comment = await createComment(t, author, { type: 'post', id: post.id }, 'Rude');
    const ids = [
      (await reportItem(t, member, 'post', post.id)).id,
      (await reportItem(t, member, 'offer', offer.id)).id,
      (await reportItem(t, member, 'event', event.id)).id,
      (
        await ok<{ id: string }>(t, member, 'POST', `/api/Comment/${comment.id}/Report`, {
          reason: 'offensive',
        })
      ).id,
    ];
    const listed = await reportsOf(admin, '?status=open&limit=100');
    const mine = ids.map((id) => listed.find((report) => report.id === id));
    expect(mine.map((report) => report?.kind)).toEqual(['post', 'offer', 'event', 'comment']);
    expect(mine.map((report) => report?.target.body)).toEqual([
      'Reported post',
      'Reported honey',
      'Reported party',
      'Rude',
    ]);
    expect(mine[3]?.target).toMatchObject({ id: comment.id, itemType: 'post', itemId: post.id });
    expect(mine[1]?.target).toMatchObject({ id: offer.id, itemType: 'offer', itemId: offer.id });
    expect((await reportsOf(admin, '?kind=event&limit=100')).map((r) => r.kind)).not.toContain(
      'post',
    );
    expect((await reportsOf(site, '?limit=100')).map((r) => r.id)).toEqual(
      expect.arrayContaining(ids),
    );
    expect(await reportsOf(member)).toEqual([]);
    const counted = await openCountOf(admin);
    expect(counted).toBe(listed.length);
    expect(await openCountOf(site)).toBe(counted);
    expect(await openCountOf(member)).toBe(0);
    const foreign = await call(t, member, 'GET', `/api/Report?groupId=${groupId}`);
    expect(foreign.statusCode).toBe(403);
  });

  it("hides an item: resolved, its author told why, others' notifications about it gone", async () => {
    const post = await createPost(t, author, groupId, {
      title: 'Warning!',
      tags: 'system.warning',
    });
    expect((await notificationsOf(t, member)).some((n) => n.path === `/posts/${post.id}`)).toBe(
      true,
    );
    const report = await reportItem(t, member, 'post', post.id);
    const denied = await call(t, site, 'POST', `/api/Report/${report.id}/Hide`, { reason: 'No' });
    expect(denied.statusCode).toBe(403);
    const byMember = await call(t, member, 'POST', `/api/Report/${report.id}/Hide`, {
      reason: 'No',
    });
    expect(byMember.statusCode).toBe(403);
    const hidden = await ok<ReportResponse>(t, admin, 'POST', `/api/Report/${report.id}/Hide`, {
      reason: 'Not a warning',
    });
    expect(hidden).toMatchObject({ status: 'hidden', target: { hidden: true } });
    const told = (await notificationsOf(t, author)).find((n) => n.type === 'ITEM_HIDDEN');
    expect(told).toMatchObject({
      path: `/posts/${post.id}`,
      variables: { itemTitle: 'Warning!', groupName: 'Kert utca', reason: 'Not a warning' },
    });
    expect((await notificationsOf(t, member)).some((n) => n.path === `/posts/${post.id}`)).toBe(
      false,
    );
  });

  it('dismisses a report and leaves the item as it is', async () => {
    const offer = await createOffer(t, author, groupId, { product: { name: 'Fine honey' } });
    const report = await reportItem(t, member, 'offer', offer.id);
    const dismissed = await ok<ReportResponse>(
      t,
      admin,
      'POST',
      `/api/Report/${report.id}/Dismiss`,
    );
    expect(dismissed).toMatchObject({ status: 'dismissed', target: { hidden: false } });
    const seen = await call(t, member, 'GET', `/api/Offer/${offer.id}`);
    expect(seen.statusCode).toBe(200);
  });

  it('resolves comment reports through the same routes', async () => {
    const post = await createPost(t, author, groupId, { title: 'Thread' });
    const comment = await createComment(t, author, { type: 'post', id: post.id }, 'Insult');
    const report = await ok<{ id: string }>(
      t,
      member,
      'POST',
      `/api/Comment/${comment.id}/Report`,
      {
        reason: 'offensive',
      },
    );
    const hidden = await ok<ReportResponse>(t, admin, 'POST', `/api/Report/${report.id}/Hide`, {
      reason: 'Be kind',
    });
    expect(hidden).toMatchObject({ kind: 'comment', status: 'hidden', target: { hidden: true } });
    expect((await notificationsOf(t, author)).some((n) => n.type === 'COMMENT_HIDDEN')).toBe(true);
  });
});
