import { describe, expect, it, vi } from 'vitest';
import type { FeedItem } from '@kozos/contract';
import { renderFeedItem, type FeedRenderers } from './feed-item';

const post: FeedItem = {
  id: 'p1',
  type: 'post',
  data: {
    id: 'p1',
    title: 'Lost cat',
    description: 'Grey, answers to Mici',
    link: null,
    tags: 'system.lookingfor',
    author: { id: 'u1', name: 'Anna Kiss', username: 'anna' },
    group: { id: 'g1', name: 'Kert utca' },
    photos: [],
    creationTime: '2026-05-07T12:00:00.000Z',
    editedTime: null,
    commentCount: 0,
  },
};

const offer: FeedItem = {
  id: 'o1',
  type: 'offer',
  data: {
    id: 'o1',
    group: { id: 'g1', name: 'Kert utca' },
    dealer: { id: 'u2', name: 'Dénes', username: 'denes' },
    producer: null,
    product: { id: 'pr1', name: 'Akácméz', tags: 'system.food', description: '', photos: [] },
    price: 1200,
    unit: 50,
    measure: 'dkg',
    orderDeadline: '2026-05-10T16:00:00.000Z',
    delivery: '2026-05-12T08:00:00.000Z',
    pickupPlace: null,
    totalAmount: 20,
    availableAmount: 12,
    creationTime: '2026-05-07T11:00:00.000Z',
    commentCount: 0,
  },
};

function renderers(): FeedRenderers {
  return {
    post: vi.fn(() => 'post card'),
    offer: vi.fn(() => 'offer card'),
    event: vi.fn(() => 'event card'),
  };
}

describe('renderFeedItem', () => {
  it('hands each item to the renderer of its type, with its data', () => {
    const cards = renderers();
    expect(renderFeedItem(post, cards)).toBe('post card');
    expect(cards.post).toHaveBeenCalledWith(post.data);
    expect(renderFeedItem(offer, cards)).toBe('offer card');
    expect(cards.offer).toHaveBeenCalledWith(offer.data);
  });

  it('skips an item type this build does not know instead of failing the feed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cards = renderers();
    const unknown = { id: 'x1', type: 'poll', data: {} } as unknown as FeedItem;
    expect(renderFeedItem(unknown, cards)).toBeNull();
    expect(cards.post).not.toHaveBeenCalled();
    expect(cards.offer).not.toHaveBeenCalled();
    expect(cards.event).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
