import { describe, expect, it } from 'vitest';
import type { FeedItem } from '@kozos/contract';
import { nextFeedCursor } from './paging';

function item(n: number): FeedItem {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    type: 'post',
    data: {
      id,
      title: `Post ${n}`,
      description: '',
      link: null,
      tags: '',
      author: { id: 'u1', name: 'Anna Kiss', username: 'anna' },
      group: { id: 'g1', name: 'Kert utca' },
      creationTime: new Date(Date.UTC(2026, 4, 7, 12, 0, 60 - n)).toISOString(),
      editedTime: null,
    },
  };
}

describe('nextFeedCursor', () => {
  it('continues after the last item of a full page: its creationTime and id', () => {
    const page = [1, 2, 3].map(item);
    expect(nextFeedCursor(page, 3)).toBe(`2026-05-07T12:00:57.000Z|${page[2]?.id}`);
  });

  it('stops on a page shorter than the limit', () => {
    expect(nextFeedCursor([1, 2].map(item), 3)).toBeUndefined();
  });

  it('stops on an empty page', () => {
    expect(nextFeedCursor([], 10)).toBeUndefined();
  });
});
