import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { huArticle } from './hu-article';

describe('huArticle', () => {
  it('says "az" before a vowel sound and "a" before a consonant', () => {
    expect(huArticle('Kert utca')).toBe('a');
    expect(huArticle('Almás köz')).toBe('az');
    expect(huArticle('Őszirózsa')).toBe('az');
    expect(huArticle('„Úttörő” kör')).toBe('az');
    expect(huArticle('1. emelet')).toBe('az');
    expect(huArticle('5 ház')).toBe('az');
    expect(huArticle('10 ház')).toBe('a');
    expect(huArticle('1000 lépés')).toBe('az');
  });

  it('lets Hungarian texts put the article before a group name', () => {
    const hu = createI18n('hu');
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
});
