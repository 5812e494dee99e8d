/** One locale file: flat keys (dots and colons are part of a key, decision 021) to texts. */
export type Translation = Record<string, string>;
export interface LocaleModule {
  default: Translation;
}

/**
 * The texts of one language from its area files (`locales/<language>/*.json`). A key defined in
 * two files would let one silently win, so it is refused.
 */
export function mergeLocaleFiles(files: Record<string, LocaleModule>): Translation {
  const merged: Translation = {};
  const origin = new Map<string, string>();
  for (const [file, { default: texts }] of Object.entries(files).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    for (const [key, value] of Object.entries(texts)) {
      const first = origin.get(key);
      if (first !== undefined) throw new Error(`locale key "${key}" is in ${first} and ${file}`);
      origin.set(key, file);
      merged[key] = value;
    }
  }
  return merged;
}
