import { describe, expect, it } from 'vitest';
import { threadOf } from './thread';

const c = (id: string, parentId: string | null = null) => ({ id, parentId });

describe('threadOf', () => {
  it('puts each reply under its comment, in the order loaded', () => {
    const entries = threadOf([c('a'), c('a1', 'a'), c('a2', 'a'), c('b'), c('b1', 'b')]);
    expect(entries.map((entry) => [entry.comment.id, entry.replies.map((r) => r.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
  });

  it('joins replies that open the next page to their comment, once each', () => {
    const pageOne = [c('a'), c('a1', 'a')];
    const pageTwo = [c('a1', 'a'), c('a2', 'a'), c('b')];
    const entries = threadOf([...pageOne, ...pageTwo]);
    expect(entries.map((entry) => entry.replies.map((r) => r.id))).toEqual([['a1', 'a2'], []]);
  });

  it('leaves out a reply whose comment is not loaded', () => {
    expect(threadOf([c('x1', 'x'), c('b')]).map((entry) => entry.comment.id)).toEqual(['b']);
  });
});
