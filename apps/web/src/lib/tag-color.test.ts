import { describe, expect, it } from 'vitest';
import { systemTags } from '@kozos/contract';
import { colorOfTag, tagColor, tagHue } from './tag-color';

describe('tag colours', () => {
  it('colour free tags at 70 % saturation and 45 % lightness', () => {
    expect(tagColor('bio')).toMatch(/^hsl\(\d{1,3} 70% 45%\)$/);
  });

  it('give the same text the same hue, within 0–359', () => {
    expect(tagHue('kertészet')).toBe(tagHue('kertészet'));
    expect(tagHue('bio')).not.toBe(tagHue('bakery'));
    for (const text of ['', 'a', 'zero waste', 'ő'.repeat(50)]) {
      expect(tagHue(text)).toBeGreaterThanOrEqual(0);
      expect(tagHue(text)).toBeLessThan(360);
    }
  });

  it('use the system hue for system tags', () => {
    expect(colorOfTag('system.food')).toBe(`hsl(${systemTags['system.food']?.hue} 70% 45%)`);
  });
});
