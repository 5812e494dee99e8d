import { describe, expect, it } from 'vitest';
import en from './en';
import enSignedIn from './en/signed-in';
import hu from './hu';
import huSignedIn from './hu/signed-in';
import { mergeLocaleFiles, type LocaleModule } from './merge-locale-files';

const all = {
  en: mergeLocaleFiles(import.meta.glob<LocaleModule>('./en/*.json', { eager: true })),
  hu: mergeLocaleFiles(import.meta.glob<LocaleModule>('./hu/*.json', { eager: true })),
};

describe('the locale files split between the login screen and the signed-in app', () => {
  it.each([
    ['en', en, enSignedIn],
    ['hu', hu, huSignedIn],
  ] as const)('together hold every key of %s once', (language, first, later) => {
    const overlap = Object.keys(later).filter((key) => key in first);
    expect(overlap).toEqual([]);
    expect({ ...first, ...later }).toEqual(all[language]);
  });

  it('give both languages the same keys in the signed-in areas', () => {
    expect(Object.keys(huSignedIn).sort()).toEqual(Object.keys(enSignedIn).sort());
  });
});
