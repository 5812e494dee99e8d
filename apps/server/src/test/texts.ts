import { loadConfig } from '../config';
import { readLocaleFiles } from '../texts/locale-files';
import { textsOf, type Texts, type TextStore } from '../texts/text-store';

/** The texts of the locale files the server reads by default, with no editor's edits. */
export async function localeFileTexts(): Promise<Texts> {
  return textsOf(await readLocaleFiles(loadConfig({}).localesDir));
}

/** A text store of the files alone, for code tested without an app. */
export function fileTextStore(): TextStore {
  const texts = localeFileTexts();
  return { current: () => texts };
}
