import { describe, expect, it } from 'vitest';
import type { FeedItem } from '@kozos/contract';
import { feedPaging } from './paging';

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
      photos: [],
      creationTime: new Date(Date.UTC(2026, 4, 7, 12, 0, 60 - n)).toISOString(),
      editedTime: null,
      commentCount: 0,
    },
  };
}

describe('feedPaging', () => {
  it('continues after the last item of a full page: its creationTime and id', () => {
    const page = [1, 2, 3].map(item);
    expect(feedPaging.next(page, [page], 3)).toEqual({
      before: `2026-05-07T12:00:57.000Z|${page[2]?.id}`,
      limit: 3,
    });
  });

  it('stops on a page shorter than the limit', () => {
    expect(feedPaging.next([1, 2].map(item), [], 3)).toBeUndefined();
  });

  it('stops on an empty page', () => {
    expect(feedPaging.next([], [], 10)).toBeUndefined();
  });
});
