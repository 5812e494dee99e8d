import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@kozos/contract';

/** One key of the locale files: the area file it is in and its text in each language. */
export interface FileText {
  area: string;
  hu: string;
  en: string;
}

/** Every key of the web app's locale files (decision 063), as the translation table seeds them. */
export type FileTexts = ReadonlyMap<string, FileText>;

async function readLanguage(
  dir: string,
  language: Language,
): Promise<Map<string, [string, string]>> {
  const folder = path.join(dir, language);
  const files = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  const texts = new Map<string, [string, string]>();
  for (const file of files) {
    const area = file.slice(0, -'.json'.length);
    const parsed: unknown = JSON.parse(await readFile(path.join(folder, file), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error(`${language}/${file} is not an object of texts`);
    }
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value !== 'string') throw new Error(`${language}/${file}: "${key}" is not a text`);
      const first = texts.get(key);
      // The web app refuses the same key in two files (merge-locale-files.ts); so does the seed.
      if (first)
        throw new Error(`locale key "${key}" is in ${language}/${first[0]}.json and ${file}`);
      texts.set(key, [area, value]);
    }
  }
  return texts;
}

/**
 * Reads `<dir>/<language>/*.json`. A key missing in one language gets '' there (the web app's
 * i18n test keeps both languages on the same keys, so this is a stop-gap, not a format).
 */
export async function readLocaleFiles(dir: string): Promise<FileTexts> {
  const [hu, en] = await Promise.all([readLanguage(dir, 'hu'), readLanguage(dir, 'en')]);
  const result = new Map<string, FileText>();
  for (const key of new Set([...hu.keys(), ...en.keys()])) {
    const inHu = hu.get(key);
    const inEn = en.get(key);
    result.set(key, {
      area: inHu?.[0] ?? inEn?.[0] ?? '',
      hu: inHu?.[1] ?? '',
      en: inEn?.[1] ?? '',
    });
  }
  return result;
}
