import { describe, expect, it } from 'vitest';
import {
  formatWithArticle,
  huArticle,
  huGroupName,
  huIntoCircle,
  withHuArticle,
} from './hu-article';

describe('huArticle', () => {
  it('says "az" before a vowel, long or short, and "a" before a consonant', () => {
    for (const word of ['Almás köz', 'Ének', 'Íjász', 'Őszirózsa', 'Ürömi', 'ősz', 'Utca']) {
      expect(huArticle(word)).toBe('az');
    }
    for (const word of ['Kert utca', 'Szív', 'Cserebere', 'Zugló', 'Hyundai', 'Youtube']) {
      expect(huArticle(word)).toBe('a');
    }
  });

  it('looks past opening quotes, brackets and spaces', () => {
    expect(huArticle('„Úttörő” kör')).toBe('az');
    expect(huArticle('  (Egyesület)')).toBe('az');
    expect(huArticle('"Kert"')).toBe('a');
  });

  it('reads numbers aloud: az 1, az 5, az 50, az 500, az 1000, az 1 000 000; a 2, a 10, a 100', () => {
    const az = ['1', '1.', '5', '5.', '50', '55', '500', '1000', '1 000', '5000', '1000000'];
    const a = ['2', '3.', '10', '11', '15', '100', '150', '2000', '10 000', '100000', '0'];
    for (const number of az) expect(huArticle(number), number).toBe('az');
    for (const number of a) expect(huArticle(number), number).toBe('a');
    // 1 000 000 000 egymilliárd, 10 000 000 tízmillió, 50 000 ötvenezer.
    expect(huArticle('1000000000')).toBe('az');
    expect(huArticle('10000000')).toBe('a');
    expect(huArticle('50000')).toBe('az');
    expect(huArticle('1,5 kg')).toBe('az');
  });

  it('spells abbreviations by their letters’ names: az MTA, az SZTK, a BKV, but a MOL', () => {
    expect(huArticle('MTA')).toBe('az');
    expect(huArticle('SZTK')).toBe('az');
    expect(huArticle('LMP')).toBe('az');
    expect(huArticle('X épület')).toBe('az');
    expect(huArticle('M')).toBe('az');
    expect(huArticle('BKV')).toBe('a');
    expect(huArticle('B épület')).toBe('a');
    // Read as a word: no letter names.
    expect(huArticle('MOL')).toBe('a');
    expect(huArticle('NATO')).toBe('a');
    expect(huArticle('Mlaka')).toBe('a');
  });

  it('gives "a" to what it cannot read', () => {
    expect(huArticle('')).toBe('a');
    expect(huArticle('-5')).toBe('a');
  });
});

describe('withHuArticle', () => {
  it('puts the article before the value', () => {
    expect(withHuArticle('Kert utca')).toBe('a Kert utca');
    expect(withHuArticle('1.')).toBe('az 1.');
  });
});

describe('huIntoCircle', () => {
  it('does not say "kör" twice when the name ends in it', () => {
    expect(huIntoCircle('Kossuth utcai kör')).toBe('a Kossuth utcai körbe');
    expect(huIntoCircle('Olvasókör')).toBe('az Olvasókörbe');
    expect(huIntoCircle('Kert utca')).toBe('a „Kert utca” körbe');
    expect(huIntoCircle('Almás köz')).toBe('az „Almás köz” körbe');
  });
});

describe('huGroupName', () => {
  it('names a group in a form of "csoport", never doubling "kör" or "csoport"', () => {
    expect(huGroupName('Kert utca', 'csoportba')).toBe('Kert utca csoportba');
    expect(huGroupName('Kossuth utcai kör', 'csoportba')).toBe('Kossuth utcai körbe');
    expect(huGroupName('Olvasókör', 'csoportból')).toBe('Olvasókörből');
    expect(huGroupName('Kossuth utcai kör', 'csoportot')).toBe('Kossuth utcai kört');
    expect(huGroupName('Kossuth utcai kör', 'csoporttal')).toBe('Kossuth utcai körrel');
    expect(huGroupName('Kossuth utcai kör', 'csoport')).toBe('Kossuth utcai kör');
    expect(huGroupName('Futó Csoport', 'csoporthoz')).toBe('Futó Csoporthoz');
    expect(huGroupName('Almás köz', 'csoportban')).toBe('Almás köz csoportban');
    expect(huGroupName('Almás köz', 'körbe')).toBeNull();
  });
});

describe('formatWithArticle', () => {
  it('names a group with its article in the asked form', () => {
    expect(formatWithArticle('Almás köz', 'hu', { group: 'csoportba' })).toBe(
      'az Almás köz csoportba',
    );
    expect(
      formatWithArticle('Kossuth utcai kör', 'hu', { group: 'csoportban', capital: true }),
    ).toBe('A Kossuth utcai körben');
    expect(formatWithArticle('Kert', 'en', { group: 'csoportba' })).toBe('Kert');
  });

  it('quotes and capitalises on request, in Hungarian only', () => {
    expect(formatWithArticle('Őszi vásár', 'hu')).toBe('az Őszi vásár');
    expect(formatWithArticle('Őszi vásár', 'hu', { quote: true, capital: true })).toBe(
      'Az „Őszi vásár”',
    );
    expect(formatWithArticle(1, 'hu')).toBe('az 1');
    expect(formatWithArticle('Kert utca', 'hu', { capital: true })).toBe('A Kert utca');
    expect(formatWithArticle('Kert utca', 'en', { quote: true, capital: true })).toBe('Kert utca');
  });
});
