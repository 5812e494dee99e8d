import { describe, expect, it } from 'vitest';
import { defaultGroupSort, nextGroupSort, toggleOrder } from './sort';

describe('group sort', () => {
  it('starts with the newest groups first', () => {
    expect(defaultGroupSort).toEqual({ sortBy: 'creationTime', order: 'desc' });
  });

  it('flips the order when the active field is chosen again, and keeps cycling', () => {
    const once = nextGroupSort(defaultGroupSort, 'creationTime');
    expect(once).toEqual({ sortBy: 'creationTime', order: 'asc' });
    expect(nextGroupSort(once, 'creationTime')).toEqual(defaultGroupSort);
  });

  it('switches to another field in its natural order', () => {
    const byName = nextGroupSort(defaultGroupSort, 'name');
    expect(byName).toEqual({ sortBy: 'name', order: 'asc' });
    expect(nextGroupSort(byName, 'name')).toEqual({ sortBy: 'name', order: 'desc' });
    expect(nextGroupSort({ sortBy: 'name', order: 'desc' }, 'creationTime')).toEqual({
      sortBy: 'creationTime',
      order: 'desc',
    });
  });

  it('toggles between the two orders', () => {
    expect(toggleOrder('asc')).toBe('desc');
    expect(toggleOrder('desc')).toBe('asc');
  });
});
