import type {
  CommentPage,
  CommentReportResponse,
  EventResponse,
  FeedItem,
  GroupListItem,
  GroupResponse,
  OfferResponse,
  PhotoRef,
  PostResponse,
  UserSummary,
} from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComment } from '../../test/comments';
import { answer, createEvent } from '../../test/events';
import { buildGroupsTestApp, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createProduct, offerBody } from '../../test/market';
import { uploadedPhoto } from '../../test/photos';
import { createPost } from '../../test/posts';

/*
 * Profile pictures wherever people appear (issue 25): the author of a feed card, a post, an
 * event and a comment, who answered yes to an event, the dealer of an offer, a group's members and its avatar stack carry the
 * person's `avatar`; a person without one answers without the key (initials).
 */

let t: IdentityTestApp;
let pictured: TestUser;
let plain: TestUser;
let groupId: string;
let picture: PhotoRef;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  pictured = await createUser(t, { username: 'pictured', name: 'Panni Pictured' });
  plain = await createUser(t, { username: 'plain', name: 'Pál Plain' });
  groupId = (await createGroup(t, pictured, { members: [plain] })).id;
  const upload = await uploadedPhoto(t, pictured);
  picture = (
    await ok<{ avatar: PhotoRef | null }>(t, pictured, 'PATCH', '/api/User', {
      avatarPhotoId: upload.id,
    })
  ).avatar!;
});
afterAll(async () => {
  await t.close();
});

/** `person` carries the picture when it is `pictured`, and no `avatar` key at all otherwise. */
function expectAvatarOf(person: UserSummary | undefined, who: TestUser) {
  expect(person?.id).toBe(who.id);
  if (who === pictured) expect(person?.avatar).toEqual(picture);
  else expect(person).not.toHaveProperty('avatar');
}

describe('a profile picture in lists', () => {
  it('is on the authors of posts, feed cards, events and comments', async () => {
    for (const who of [pictured, plain]) {
      const post = await createPost(t, who, groupId, { title: `By ${who.id}` });
      expectAvatarOf(post.author, who);
      expectAvatarOf((await ok<PostResponse>(t, plain, 'GET', `/api/Post/${post.id}`)).author, who);
      const feed = await ok<FeedItem[]>(t, plain, 'GET', `/api/Group/${groupId}/Feed`);
      const card = feed.find((item) => item.id === post.id && item.type === 'post');
      expectAvatarOf(card?.type === 'post' ? card.data.author : undefined, who);

      const event = await createEvent(t, who, groupId, { name: `Event of ${who.id}` });
      expectAvatarOf(event.author, who);
      await answer(t, who, event.id, true);
      const answered = await ok<EventResponse>(t, plain, 'GET', `/api/Event/${event.id}`);
      expectAvatarOf(
        answered.applicants.find((applicant) => applicant.id === who.id),
        who,
      );
      const eventCard = (await ok<FeedItem[]>(t, plain, 'GET', `/api/Group/${groupId}/Feed`)).find(
        (item) => item.type === 'event' && item.data.id === event.id,
      );
      expectAvatarOf(
        eventCard?.type === 'event'
          ? eventCard.data.applicants.find((applicant) => applicant.id === who.id)
          : undefined,
        who,
      );
      expectAvatarOf(eventCard?.type === 'event' ? eventCard.data.author : undefined, who);
      expectAvatarOf(
        (await ok<EventResponse>(t, plain, 'GET', `/api/Event/${event.id}`)).author,
        who,
      );

      const comment = await createComment(t, who, { type: 'post', id: post.id });
      expectAvatarOf(comment.author, who);
      const thread = await ok<CommentPage>(
        t,
        plain,
        'GET',
        `/api/Comment?itemType=post&itemId=${post.id}`,
      );
      expectAvatarOf(thread.comments.find((listed) => listed.id === comment.id)?.author, who);
    }
  });

  it('is on the reporter and the author of a reported comment, as the group’s admin reads it', async () => {
    const post = await createPost(t, pictured, groupId, { title: 'Reported' });
    const comment = await createComment(t, pictured, { type: 'post', id: post.id }, 'Spam');
    await ok(t, plain, 'POST', `/api/Comment/${comment.id}/Report`, { reason: 'spam' });
    const reports = await ok<CommentReportResponse[]>(
      t,
      pictured,
      'GET',
      `/api/Comment/Report?groupId=${groupId}`,
    );
    const report = reports.find((listed) => listed.comment.id === comment.id);
    expectAvatarOf(report?.comment.author, pictured);
    expectAvatarOf(report?.reporter, plain);
  });

  it('is on the dealers of offers, in the market and on the offer', async () => {
    for (const who of [pictured, plain]) {
      const product = await createProduct(t, who);
      const offer = await ok<OfferResponse>(
        t,
        who,
        'POST',
        '/api/Offer',
        offerBody(product.id, groupId),
      );
      expectAvatarOf(offer.dealer, who);
      const market = await ok<OfferResponse[]>(t, plain, 'GET', `/api/Offer?groupId=${groupId}`);
      expectAvatarOf(market.find((listed) => listed.id === offer.id)?.dealer, who);
      expectAvatarOf(
        (await ok<OfferResponse>(t, plain, 'GET', `/api/Offer/${offer.id}`)).dealer,
        who,
      );
    }
  });

  it('is on a group’s members and its avatar stack', async () => {
    const group = await ok<GroupResponse>(t, plain, 'GET', `/api/Group/${groupId}`);
    const stack = (await ok<GroupListItem[]>(t, plain, 'GET', '/api/Group')).find(
      (listed) => listed.id === groupId,
    )?.memberPreview;
    for (const who of [pictured, plain]) {
      expectAvatarOf(group.memberships.find((member) => member.user.id === who.id)?.user, who);
      expectAvatarOf(
        stack?.find((member) => member.id === who.id),
        who,
      );
    }
  });
});
