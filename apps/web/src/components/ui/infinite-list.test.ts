import { describe, expect, it } from 'vitest';
import { nextSkip } from './infinite-list';

describe('nextSkip', () => {
  it('skips everything loaded so far', () => {
    expect(
      nextSkip(
        [3, 4],
        [
          [1, 2],
          [3, 4],
        ],
      ),
    ).toBe(4);
  });

  it('stops when a page comes back empty', () => {
    expect(nextSkip([], [[1, 2], []])).toBeUndefined();
  });
});
