import { describe, expect, it, vi } from 'vitest';
import { mergeLocaleFiles } from './merge-locale-files';

describe('mergeLocaleFiles', () => {
  it('joins the area files of a language', () => {
    const merged = mergeLocaleFiles({
      './b.json': { default: { 'offers.title': 'Offers' } },
      './a.json': { default: { 'nav.home': 'Home' } },
    });
    expect(merged).toEqual({ 'nav.home': 'Home', 'offers.title': 'Offers' });
  });

  it('refuses a key defined in two files', () => {
    expect(() =>
      mergeLocaleFiles({
        './a.json': { default: { 'nav.home': 'Home' } },
        './b.json': { default: { 'nav.home': 'Start' } },
      }),
    ).toThrow('locale key "nav.home" is in ./a.json and ./b.json');
  });

  it('orders the files without the locale collator (its first use is slow on a phone)', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    const merged = mergeLocaleFiles({
      './b.json': { default: { 'offers.title': 'Offers' } },
      './a.json': { default: { 'nav.home': 'Home' } },
    });
    expect(Object.keys(merged)).toEqual(['nav.home', 'offers.title']);
    expect(localeCompare).not.toHaveBeenCalled();
    localeCompare.mockRestore();
  });
});
