import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './count-badge';

describe('formatBadgeCount', () => {
  it('caps at 9+ above 9', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(120)).toBe('9+');
  });
});
