import { describe, expect, it } from 'vitest';
import { joinTags, splitTags, TagList, isSystemTag, postTypes, systemTags } from './tags';

describe('tags', () => {
  it('splits semicolon-joined tags, trimming and dropping empties and duplicates', () => {
    expect(splitTags(' food ;; system.news;food ')).toEqual(['food', 'system.news']);
    expect(splitTags('')).toEqual([]);
    expect(splitTags(undefined)).toEqual([]);
  });

  it('joins tags back with semicolons', () => {
    expect(joinTags(['a', 'b'])).toBe('a;b');
  });

  it('accepts at most 10 tags', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(TagList.safeParse(joinTags(ten)).success).toBe(true);
    expect(TagList.safeParse(joinTags([...ten, 'eleven'])).success).toBe(false);
  });

  it('maps every post type of the spec to a known system tag', () => {
    expect(Object.keys(postTypes)).toHaveLength(11);
    for (const tag of Object.values(postTypes)) expect(isSystemTag(tag)).toBe(true);
  });

  it('gives every system tag a hue within 0–360 and an icon', () => {
    for (const { hue, icon } of Object.values(systemTags)) {
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(hue).toBeLessThan(360);
      expect(icon).toMatch(/^[a-z-]+$/);
    }
  });
});
