import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

// The texts as they render: a/az by the next word's sound (issue 23.8), never "a(z)".
describe('Hungarian texts with names and numbers', () => {
  const hu = createI18n('hu');

  it('puts the article before a group name', () => {
    expect(hu.t('groups.leave_title', { name: 'Kert utca' })).toBe(
      'Kilépsz a Kert utca csoportból?',
    );
    expect(hu.t('groups.leave_title', { name: 'Almás köz' })).toBe(
      'Kilépsz az Almás köz csoportból?',
    );
    // English keeps the name as it is.
    expect(createI18n('en').t('groups.leave_title', { name: 'Almás köz' })).toBe(
      'Leave Almás köz?',
    );
  });

  it('says which date of a series this is: "4 alkalomból az 1."', () => {
    expect(hu.t('events.series.position', { position: 1, count: 4 })).toBe('4 alkalomból az 1.');
    expect(hu.t('events.series.position', { position: 2, count: 4 })).toBe('4 alkalomból a 2.');
    expect(hu.t('events.series.position', { position: 5, count: 12 })).toBe('12 alkalomból az 5.');
  });

  it('starts a sentence with the quoted name and its article: "Az „Őszi vásár” ismétlődik."', () => {
    expect(hu.t('events.delete_series_text', { name: 'Őszi vásár' })).toMatch(
      /^Az „Őszi vásár” ismétlődik\. /,
    );
    expect(hu.t('events.delete_text', { name: 'Kerti parti' })).toMatch(
      /^A „Kerti parti” minden tagnál eltűnik\./,
    );
    expect(hu.t('offers.delete_text', { name: 'Alma' })).toMatch(/^Az „Alma” ajánlat eltűnik/);
    expect(hu.t('products.delete_text', { name: 'Méz' })).toMatch(/^A „Méz” terméket/);
    expect(createI18n('en').t('events.delete_series_text', { name: 'Autumn fair' })).toContain(
      'Autumn fair',
    );
  });

  it('counts links with the right article: "Mind az 5 élő link", "Mind a 12 élő link"', () => {
    expect(hu.t('invitations.revoke_all_text', { count: 5 })).toMatch(/^Mind az 5 élő link/);
    expect(hu.t('invitations.revoke_all_text', { count: 12 })).toMatch(/^Mind a 12 élő link/);
  });

  it('has no "a(z)" left in any text', () => {
    const texts = Object.values(hu.getResourceBundle('hu', 'translation') as object);
    expect(texts.filter((text) => /\b[Aa]\(z\)/.test(String(text)))).toEqual([]);
  });
});
