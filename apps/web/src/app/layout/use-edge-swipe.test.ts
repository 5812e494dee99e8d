import { describe, expect, it } from 'vitest';
import { swipeAction } from './use-edge-swipe';

const closed = { left: false, right: false };

describe('swipeAction', () => {
  it('opens the left drawer on a swipe right from the left edge', () => {
    expect(swipeAction({ x: 5, y: 300 }, { x: 120, y: 310 }, 390, closed)).toBe('onOpenLeft');
  });

  it('opens the right drawer on a swipe left from the right edge', () => {
    expect(swipeAction({ x: 385, y: 300 }, { x: 250, y: 300 }, 390, closed)).toBe('onOpenRight');
  });

  it('ignores swipes away from the edges, short ones and vertical scrolls', () => {
    expect(swipeAction({ x: 150, y: 300 }, { x: 300, y: 300 }, 390, closed)).toBeNull();
    expect(swipeAction({ x: 5, y: 300 }, { x: 40, y: 300 }, 390, closed)).toBeNull();
    expect(swipeAction({ x: 5, y: 100 }, { x: 90, y: 400 }, 390, closed)).toBeNull();
  });

  it('closes an open drawer by swiping it back', () => {
    expect(
      swipeAction({ x: 180, y: 300 }, { x: 40, y: 300 }, 390, { left: true, right: false }),
    ).toBe('onCloseLeft');
    expect(
      swipeAction({ x: 200, y: 300 }, { x: 340, y: 300 }, 390, { left: false, right: true }),
    ).toBe('onCloseRight');
  });
});
