import { describe, expect, it } from 'vitest';
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
});
