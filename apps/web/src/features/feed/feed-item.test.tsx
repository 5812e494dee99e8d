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
    creationTime: '2026-05-07T12:00:00.000Z',
    editedTime: null,
  },
};

describe('renderFeedItem', () => {
  it('hands a post item to the post renderer with its data', () => {
    const renderers: FeedRenderers = { post: vi.fn(() => 'post card') };
    expect(renderFeedItem(post, renderers)).toBe('post card');
    expect(renderers.post).toHaveBeenCalledWith(post.data);
  });

  it('skips an item type this build does not know instead of failing the feed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const renderers: FeedRenderers = { post: vi.fn(() => 'post card') };
    const offer = { id: 'o1', type: 'offer', data: {} } as unknown as FeedItem;
    expect(renderFeedItem(offer, renderers)).toBeNull();
    expect(renderers.post).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
