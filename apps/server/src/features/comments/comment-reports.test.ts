import type { CommentReportResponse, CommentResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComment, threadPage } from '../../test/comments';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createPost } from '../../test/posts';

/*
 * Reporting comments (issue 26, decision 172): a member reports once; the group's admins read
 * their group's reports and hide the comment (its author reads it with the reason, others read
 * "hidden by an admin") or dismiss the report; the site administrator reads every report; a
 * member reads none.
 */

let t: IdentityTestApp;
let site: TestUser;
let admin: TestUser;
let author: TestUser;
let member: TestUser;
let groupId: string;
let otherGroupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp({ COMMENT_LIMIT_PER_MINUTE: '1000' });
  site = await createUser(t, { username: 'site', name: 'Site' });
  admin = await createUser(t, { username: 'admin', name: 'Admin' });
  author = await createUser(t, { username: 'author', name: 'Author' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  groupId = (await createGroup(t, admin, { name: 'Kert utca', members: [author, member] })).id;
  otherGroupId = (await createGroup(t, member, { name: 'Piac', members: [author] })).id;
});
afterAll(async () => {
  await t.close();
});

async function reportedComment(words: string) {
  const post = await createPost(t, admin, groupId, { title: 'Reported' });
  const item = { type: 'post' as const, id: post.id };
  const comment = await createComment(t, author, item, words);
  const report = await ok<{ id: string }>(t, member, 'POST', `/api/Comment/${comment.id}/Report`, {
    reason: 'offensive',
  });
  return { item, comment, report };
}

const reportsOf = (user: TestUser, query = '') =>
  ok<CommentReportResponse[]>(t, user, 'GET', `/api/Comment/Report${query}`);

describe('reporting a comment', () => {
  it('takes one report per member, not from its author, and "other" needs a text', async () => {
    const { comment } = await reportedComment('Buy cheap watches');
    const again = await call(t, member, 'POST', `/api/Comment/${comment.id}/Report`, {
      reason: 'spam',
    });
    expect(again.statusCode).toBe(409);
    const own = await call(t, author, 'POST', `/api/Comment/${comment.id}/Report`, {
      reason: 'spam',
    });
    expect(own.statusCode).toBe(403);
    const bare = await call(t, admin, 'POST', `/api/Comment/${comment.id}/Report`, {
      reason: 'other',
    });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json<{ errors: object }>().errors)).toEqual(['text']);
    await ok(t, admin, 'POST', `/api/Comment/${comment.id}/Report`, {
      reason: 'other',
      text: 'Off topic',
    });
    // The reporter cannot report it again; the thread says so.
    const seen = (await threadPage(t, member, { type: 'post', id: comment.itemId })).comments;
    expect(seen.find((c) => c.id === comment.id)?.canReport).toBe(false);
  });

  it("shows a group's reports to its admins and the site administrator, to no member", async () => {
    const { report } = await reportedComment('Rude words');
    expect((await reportsOf(admin)).map((r) => r.id)).toContain(report.id);
    expect((await reportsOf(site)).map((r) => r.id)).toContain(report.id);
    expect((await reportsOf(member)).map((r) => r.id)).not.toContain(report.id);
    expect((await reportsOf(author)).map((r) => r.id)).not.toContain(report.id);
    // The member is the admin of another group: its reports only, never this one's.
    expect(
      (await call(t, member, 'GET', `/api/Comment/Report?groupId=${groupId}`)).statusCode,
    ).toBe(403);
    expect(await reportsOf(member, `?groupId=${otherGroupId}`)).toEqual([]);
    const [shown] = (await reportsOf(admin, `?groupId=${groupId}&status=open`)).filter(
      (r) => r.id === report.id,
    );
    expect(shown).toMatchObject({
      reason: 'offensive',
      status: 'open',
      reporter: { id: member.id },
      group: { id: groupId, name: 'Kert utca' },
      comment: { body: 'Rude words', author: { id: author.id }, hidden: false },
    });
  });

  it('hides the comment: its author reads why, others read "hidden by an admin"', async () => {
    const { item, comment, report } = await reportedComment('Nasty');
    const hidden = await ok<CommentReportResponse>(
      t,
      admin,
      'POST',
      `/api/Comment/Report/${report.id}/Hide`,
      { reason: 'Insults are not welcome here' },
    );
    expect(hidden).toMatchObject({ status: 'hidden', comment: { hidden: true } });
    const asOf = async (user: TestUser): Promise<CommentResponse | undefined> =>
      (await threadPage(t, user, item)).comments.find((c) => c.id === comment.id);
    expect(await asOf(member)).toMatchObject({
      hidden: true,
      body: '',
      hiddenReason: null,
      canReport: false,
    });
    expect(await asOf(author)).toMatchObject({
      hidden: true,
      body: 'Nasty',
      hiddenReason: 'Insults are not welcome here',
      canEdit: false,
      canDelete: true,
    });
    expect(await asOf(admin)).toMatchObject({ body: 'Nasty', hidden: true });
    // Hidden, it is not edited back into view.
    const edit = await call(t, author, 'PATCH', `/api/Comment/${comment.id}`, { body: 'Nice' });
    expect(edit.statusCode).toBe(403);
    expect((await reportsOf(admin, '?status=hidden')).map((r) => r.id)).toContain(report.id);
  });

  it('dismisses a report and leaves the comment as it is', async () => {
    const { item, comment, report } = await reportedComment('Just an opinion');
    const dismissed = await ok<CommentReportResponse>(
      t,
      admin,
      'POST',
      `/api/Comment/Report/${report.id}/Dismiss`,
    );
    expect(dismissed.status).toBe('dismissed');
    expect(dismissed.resolvedTime).not.toBeNull();
    const seen = (await threadPage(t, member, item)).comments.find((c) => c.id === comment.id);
    expect(seen).toMatchObject({ hidden: false, body: 'Just an opinion' });
    expect((await reportsOf(admin, '?status=open')).map((r) => r.id)).not.toContain(report.id);
  });

  it('lets only the admins of the group hide or dismiss, not the site administrator', async () => {
    const { report } = await reportedComment('Borderline');
    for (const user of [site, member, author]) {
      const hide = await call(t, user, 'POST', `/api/Comment/Report/${report.id}/Hide`, {
        reason: 'x',
      });
      expect(hide.statusCode).toBe(403);
      const dismiss = await call(t, user, 'POST', `/api/Comment/Report/${report.id}/Dismiss`);
      expect(dismiss.statusCode).toBe(403);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(t, admin, 'POST', `/api/Comment/Report/${missing}/Dismiss`)).statusCode,
    ).toBe(404);
  });
});
