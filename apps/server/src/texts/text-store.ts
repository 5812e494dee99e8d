import {
  formatIntoCircle,
  formatWithArticle,
  languages,
  measureFormatter,
  type Language,
} from '@kozos/contract';
import i18next from 'i18next';
import type { WriteClock } from '../cache/write-clock';
import { textsScope } from '../db/write-scope';
import type { FileTexts } from './locale-files';

/*
 * The server's one store of texts (decision 138): what push, the digest, every mail and the
 * sale CSV say comes from the locale files of LOCALES_DIR (texts/locale-files.ts: duplicate keys
 * refused at start-up) with the translation editor's published edits laid over them, as the web
 * app lays them over its bundled files (decision 111). An edit names the `texts` write scope, so
 * the write clock (decision 043) tells this store, on every instance, to read the edits again.
 */

/** Per language, the texts the editor published that differ from the files (decision 110). */
export type PublishedTexts = Record<Language, Record<string, string>>;

/** The texts as published at one moment, rendered with i18next. */
export interface Texts {
  /** A text by key with i18next's interpolation, plurals and formatters; the key when missing. */
  t(language: Language, key: string, values?: Record<string, unknown>): string;
}

export interface TextStore {
  /** The texts as published now (the edits are read again only after one was written). */
  current(): Promise<Texts>;
}

export interface TextStoreOptions {
  files: FileTexts;
  /** Reads the editor's published edits. */
  published: () => Promise<PublishedTexts>;
  clock: Pick<WriteClock, 'now' | 'reliable' | 'unchangedSince'>;
}

export function createTextStore({ files, published, clock }: TextStoreOptions): TextStore {
  let cached: { stamp: number; texts: Promise<Texts> } | undefined;
  return {
    current() {
      if (cached && clock.reliable() && clock.unchangedSince(cached.stamp, [textsScope])) {
        return cached.texts;
      }
      // The stamp is read before the edits: an edit committed meanwhile is read again next time.
      const stamp = clock.now();
      const texts = published().then((edits) => textsOf(files, edits));
      const entry = { stamp, texts };
      cached = entry;
      texts.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return texts;
    },
  };
}

const noEdits: PublishedTexts = { hu: {}, en: {} };

/** The files' texts with `edits` over them (tests render from the files alone). */
export function textsOf(files: FileTexts, edits: PublishedTexts = noEdits): Texts {
  const resources = Object.fromEntries(
    languages.map((language) => {
      const translation: Record<string, string> = {};
      // A key a language's files lack ('' in FileTexts) stays missing, so it shows as the key.
      for (const [key, text] of files) if (text[language] !== '') translation[key] = text[language];
      return [language, { translation: { ...translation, ...edits[language] } }];
    }),
  );
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: 'en',
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // The web's `{{group, withArticle}}` (Hungarian a/az), and the mails' `{{group, intoCircle}}`.
  instance.services.formatter?.add('withArticle', formatWithArticle);
  instance.services.formatter?.add('intoCircle', formatIntoCircle);
  // `{{measure, measure}}`: a known measure in the reader's language (decision 131).
  instance.services.formatter?.add('measure', measureFormatter(instance.t.bind(instance)));
  const fixed = Object.fromEntries(
    languages.map((language) => [language, instance.getFixedT(language)]),
  ) as Record<Language, ReturnType<typeof instance.getFixedT>>;
  return { t: (language, key, values = {}) => fixed[language](key, values) };
}
