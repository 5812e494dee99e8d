import { describe, expect, it } from 'vitest';
import { FeedQuery, feedCursorOf, parseFeedCursor } from './feed';

const id = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';

describe('feed paging values', () => {
  it('accepts the cursor of a real item and gives back its time and id', () => {
    const cursor = feedCursorOf({ id, data: { creationTime: '2026-03-01T10:20:30.456Z' } });
    expect(FeedQuery.safeParse({ before: cursor }).success).toBe(true);
    expect(parseFeedCursor(cursor)).toEqual({ time: new Date('2026-03-01T10:20:30.456Z'), id });
  });

  it.each([
    '2020-01-01T00:00:00Z|------------------------------------',
    `9999-99-99T99:99:99Z|${id}`,
    `0000-01-01T00:00:00Z|${id}`,
    `2021-02-29T00:00:00Z|${id}`,
    `2020-01-01T00:00:00+01:00|${id}`,
    `2020-01-01T00:00:00Z|${id}|x`,
    `2020-01-01T00:00:00Z${id}`,
    `2020-01-01T00:00:00Z|${id}\u0000`,
  ])('refuses the cursor %j', (before) => {
    expect(FeedQuery.safeParse({ before }).success).toBe(false);
    expect(parseFeedCursor(before)).toBeUndefined();
  });

  it('takes until from year 1 on, as a real date', () => {
    expect(FeedQuery.safeParse({ until: '0001-01-01T00:00:00Z' }).success).toBe(true);
    expect(FeedQuery.safeParse({ until: '2024-02-29T23:59:59.999Z' }).success).toBe(true);
    for (const until of ['0000-01-01T00:00:00Z', '9999-99-99T99:99:99Z', '2023-02-29T00:00:00Z']) {
      expect(FeedQuery.safeParse({ until }).success, until).toBe(false);
    }
  });
});
