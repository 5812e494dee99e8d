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

/** What a person in a list says of the picture: the photo, or `'no key'` when it has none. */
function pictureOf(person: UserSummary | undefined) {
  return { id: person?.id, avatar: person && 'avatar' in person ? person.avatar : 'no key' };
}

/** `pictured` carries the picture; anyone else answers without an `avatar` key at all. */
function pictureFor(who: TestUser) {
  return { id: who.id, avatar: who === pictured ? picture : 'no key' };
}

describe('a profile picture in lists', () => {
  it('is on the authors of posts, feed cards, events and comments', async () => {
    for (const who of [pictured, plain]) {
      const post = await createPost(t, who, groupId, { title: `By ${who.id}` });
      expect(pictureOf(post.author)).toEqual(pictureFor(who));
      expect(
        pictureOf((await ok<PostResponse>(t, plain, 'GET', `/api/Post/${post.id}`)).author),
      ).toEqual(pictureFor(who));
      const feed = await ok<FeedItem[]>(t, plain, 'GET', `/api/Group/${groupId}/Feed`);
      const card = feed.find((item) => item.id === post.id && item.type === 'post');
      expect(pictureOf(card?.type === 'post' ? card.data.author : undefined)).toEqual(
        pictureFor(who),
      );

      const event = await createEvent(t, who, groupId, { name: `Event of ${who.id}` });
      expect(pictureOf(event.author)).toEqual(pictureFor(who));
      await answer(t, who, event.id, true);
      const answered = await ok<EventResponse>(t, plain, 'GET', `/api/Event/${event.id}`);
      expect(pictureOf(answered.applicants.find((applicant) => applicant.id === who.id))).toEqual(
        pictureFor(who),
      );
      const eventCard = (await ok<FeedItem[]>(t, plain, 'GET', `/api/Group/${groupId}/Feed`)).find(
        (item) => item.type === 'event' && item.data.id === event.id,
      );
      expect(
        pictureOf(
          eventCard?.type === 'event'
            ? eventCard.data.applicants.find((applicant) => applicant.id === who.id)
            : undefined,
        ),
      ).toEqual(pictureFor(who));
      expect(pictureOf(eventCard?.type === 'event' ? eventCard.data.author : undefined)).toEqual(
        pictureFor(who),
      );
      expect(
        pictureOf((await ok<EventResponse>(t, plain, 'GET', `/api/Event/${event.id}`)).author),
      ).toEqual(pictureFor(who));

      const comment = await createComment(t, who, { type: 'post', id: post.id });
      expect(pictureOf(comment.author)).toEqual(pictureFor(who));
      const thread = await ok<CommentPage>(
        t,
        plain,
        'GET',
        `/api/Comment?itemType=post&itemId=${post.id}`,
      );
      expect(pictureOf(thread.comments.find((listed) => listed.id === comment.id)?.author)).toEqual(
        pictureFor(who),
      );
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
    expect(pictureOf(report?.comment.author)).toEqual(pictureFor(pictured));
    expect(pictureOf(report?.reporter)).toEqual(pictureFor(plain));
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
      expect(pictureOf(offer.dealer)).toEqual(pictureFor(who));
      const market = await ok<OfferResponse[]>(t, plain, 'GET', `/api/Offer?groupId=${groupId}`);
      expect(pictureOf(market.find((listed) => listed.id === offer.id)?.dealer)).toEqual(
        pictureFor(who),
      );
      expect(
        pictureOf((await ok<OfferResponse>(t, plain, 'GET', `/api/Offer/${offer.id}`)).dealer),
      ).toEqual(pictureFor(who));
    }
  });

  it('is on a group’s members and its avatar stack', async () => {
    const group = await ok<GroupResponse>(t, plain, 'GET', `/api/Group/${groupId}`);
    const stack = (await ok<GroupListItem[]>(t, plain, 'GET', '/api/Group')).find(
      (listed) => listed.id === groupId,
    )?.memberPreview;
    for (const who of [pictured, plain]) {
      expect(
        pictureOf(group.memberships.find((member) => member.user.id === who.id)?.user),
      ).toEqual(pictureFor(who));
      expect(pictureOf(stack?.find((member) => member.id === who.id))).toEqual(pictureFor(who));
    }
  });
});
