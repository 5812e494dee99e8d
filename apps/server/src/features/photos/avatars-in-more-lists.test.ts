import type {
  DealerConnection,
  FeedbackResponse,
  GroupAccessCode,
  GroupLinkInvitation,
  MentionableMember,
  PhotoRef,
  SaleResponse,
} from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureOf, picturedCircle } from '../../test/avatars';
import { ok } from '../../test/groups';
import type { IdentityTestApp, TestUser } from '../../test/identity';
import { addProducer, connectProducer, createOffer } from '../../test/market';
import { placeOrder } from '../../test/orders';
import { createPost } from '../../test/posts';

/*
 * The lists issue 25 left with initials (decision 215): a sale's buyers, the creators of links
 * and access codes, feedback senders, the @ list, producers and dealers carry the person's
 * `avatar`; a person without one answers without the key.
 */

let t: IdentityTestApp;
let pictured: TestUser;
let plain: TestUser;
let groupId: string;
let picture: PhotoRef;
beforeAll(async () => {
  ({ t, pictured, plain, groupId, picture } = await picturedCircle());
});
afterAll(async () => {
  await t.close();
});

const pictureFor = (who: TestUser) => ({
  id: who.id,
  avatar: who === pictured ? picture : 'no key',
});

describe('a profile picture in the lists that showed initials', () => {
  it('is on the buyers of a sale, as its dealer reads it', async () => {
    const offer = await createOffer(t, plain, groupId);
    await placeOrder(t, pictured, offer.id);
    const sale = await ok<SaleResponse>(t, plain, 'GET', `/api/Sale/${offer.id}`);
    expect(pictureOf(sale.orders[0]?.buyer)).toEqual(pictureFor(pictured));
  });

  it('is on the creators of invitation links and access codes', async () => {
    await ok(t, pictured, 'POST', `/api/Invitation/${groupId}/Link`, {});
    await ok(t, pictured, 'POST', `/api/AccessCode/${groupId}`, {});
    const links = await ok<GroupLinkInvitation[]>(
      t,
      pictured,
      'GET',
      `/api/Invitation/${groupId}/Link`,
    );
    expect(pictureOf(links[0]?.createdBy)).toEqual(pictureFor(pictured));
    const codes = await ok<GroupAccessCode[]>(t, pictured, 'GET', `/api/AccessCode/${groupId}`);
    expect(pictureOf(codes[0]?.createdBy)).toEqual(pictureFor(pictured));
  });

  it('is on the senders of feedback, as the site administrator reads it', async () => {
    for (const who of [pictured, plain]) {
      await ok(t, who, 'POST', '/api/Feedback', { text: `From ${who.id}` });
    }
    const items = await ok<FeedbackResponse[]>(t, pictured, 'GET', '/api/Feedback');
    for (const who of [pictured, plain]) {
      const item = items.find((listed) => listed.author?.id === who.id);
      expect(pictureOf(item?.author)).toEqual(pictureFor(who));
    }
  });

  it('is on the members the @ list suggests', async () => {
    const post = await createPost(t, plain, groupId, { title: 'Mentions' });
    const members = await ok<MentionableMember[]>(
      t,
      plain,
      'GET',
      `/api/Comment/Mentionable?itemType=post&itemId=${post.id}&q=p`,
    );
    for (const who of [pictured, plain]) {
      expect(pictureOf(members.find((member) => member.id === who.id))).toEqual(pictureFor(who));
    }
  });

  it('is on a dealer’s producers and a producer’s dealers, never on a request not accepted', async () => {
    const connection = await connectProducer(t, plain, pictured);
    expect(pictureOf(connection.producer)).toEqual(pictureFor(pictured));
    const dealers = await ok<DealerConnection[]>(t, pictured, 'GET', '/api/Dealer');
    expect(pictureOf(dealers.find((row) => row.id === connection.id)?.dealer)).toEqual(
      pictureFor(plain),
    );
    const request = await addProducer(t, pictured, plain.email);
    expect(request.producer).toBeNull();
    const asked = await ok<DealerConnection[]>(t, plain, 'GET', '/api/Dealer');
    expect(pictureOf(asked.find((row) => row.id === request.id)?.dealer)).toEqual(
      pictureFor(pictured),
    );
  });
});
