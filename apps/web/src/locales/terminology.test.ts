import { describe, expect, it } from 'vitest';
import { mergeLocaleFiles, type LocaleModule } from './merge-locale-files';

const hu = mergeLocaleFiles(import.meta.glob<LocaleModule>('./hu/*.json', { eager: true }));

/**
 * The app names a group "csoport" (the navigation says "Csoportok"); texts that called it "kör"
 * in some screens and "csoport" in others left readers wondering whether they were two things.
 * "kör" stays only where it is not the app's group: a circle of friends, and the one sentence that
 * tells an outsider what kind of app Közös is.
 */
const notTheAppsGroup = [/baráti körödnek/, /szomszédsági körök közösen/];
/** Forms of "kör" (kört, körnek, köröd, köreid, körhöz …), not körül, környék, körte, körzet or körvonal. */
const circleWord = /(?<!\p{L})kör(?!ül|ny|te|zet|é|vonal)\p{L}*/iu;

describe('Hungarian terminology', () => {
  it('calls a group "csoport" everywhere', () => {
    const mixed = Object.entries(hu).filter(([, text]) => {
      const rest = notTheAppsGroup.reduce((value, allowed) => value.replace(allowed, ''), text);
      return circleWord.test(rest);
    });
    expect(mixed).toEqual([]);
  });
});
