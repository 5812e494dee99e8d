import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  formatWithArticle,
  measureFormatter,
  languages,
  type Language,
} from '@kozos/contract';
import { localStore } from './storage';

export const languageStorageKey = 'kozos.language';

import type { Translation } from '@/locales/merge-locale-files';

/**
 * The texts of each language, loaded on demand (decision 058): a visitor downloads the one
 * language shown. The app loads the first before it renders (`loadLanguage`); tests register
 * both up front (vitest.setup.ts).
 */
const bundles = new Map<Language, Translation>();
const loaders: Record<Language, () => Promise<{ default: Translation }>> = {
  en: () => import('@/locales/en'),
  hu: () => import('@/locales/hu'),
};

export function registerLanguage(language: Language, translation: Translation): void {
  bundles.set(language, translation);
}

/*
 * What a site administrator changed in the translation editor (decision 110), laid over the
 * bundled texts: loaded beside them, revalidated by the browser's HTTP cache (ETag), so an edit
 * shows after a reload without a rebuild. Without an answer in time the bundled texts stand.
 */
const overrides = new Map<Language, Translation>();

async function fetchOverrides(language: Language): Promise<Translation> {
  try {
    const response = await fetch(`/api/Translation?language=${language}`, {
      signal: AbortSignal.timeout(3000),
    });
    const body = (await response.json()) as { data?: { texts?: Translation } };
    return (response.ok && body.data?.texts) || {};
  } catch {
    return {};
  }
}

/** The published edits of a language (for texts added after start, such as signed-in areas). */
export function overridesOf(language: Language): Translation {
  return overrides.get(language) ?? {};
}

export async function loadLanguage(language: Language): Promise<void> {
  if (bundles.has(language)) return;
  const [bundle, edits] = await Promise.all([loaders[language](), fetchOverrides(language)]);
  overrides.set(language, edits);
  registerLanguage(language, { ...bundle.default, ...edits });
}

function resourcesOf(): Record<string, { translation: Translation }> {
  return Object.fromEntries(
    [...bundles].map(([language, translation]) => [language, { translation }]),
  );
}

function asLanguage(value: string | null | undefined): Language | null {
  const base = value?.toLowerCase().split('-')[0];
  return languages.find((language) => language === base) ?? null;
}

/** Spec §9: the stored choice, else the first browser language we speak, else English. */
export function detectLanguage(
  stored: string | null,
  browserLanguages: readonly string[] = [],
): Language {
  const fromStore = asLanguage(stored);
  if (fromStore) return fromStore;
  for (const candidate of browserLanguages) {
    const language = asLanguage(candidate);
    if (language) return language;
  }
  return defaultLanguage;
}

/** Spec §3: a missing key shows itself in brackets, so gaps are visible, not silent. */
export function renderMissingKey(key: string, defaultValue?: unknown): string {
  return typeof defaultValue === 'string' ? defaultValue : `[${key}]`;
}

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: resourcesOf(),
    lng: language,
    supportedLngs: [...languages],
    // No fallback language: a key missing in Hungarian must show as [key], not as English.
    fallbackLng: false,
    // Keys are flat and may contain dots and colons (server message keys): no nesting.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: renderMissingKey,
    initAsync: false,
    returnNull: false,
  });
  // `{{name, withArticle}}`: Hungarian puts a/az before a name ("a Kert utca csoportból").
  instance.services.formatter?.add('withArticle', formatWithArticle);
  // `{{measure, measure}}`: "db" for `pcs` in Hungarian, a custom measure as typed.
  instance.services.formatter?.add('measure', measureFormatter(instance.t.bind(instance)));
  return instance;
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** The language this browser is shown: the stored choice, else its own languages. */
export function shownLanguage(): Language {
  return detectLanguage(localStore.get(languageStorageKey), navigator.languages ?? []);
}

/** The detected language's texts, then the instance (main.tsx awaits it before rendering). */
export async function initI18n(): Promise<I18n> {
  const language = shownLanguage();
  await loadLanguage(language);
  const instance = createI18n(language);
  syncDocumentLanguage(language);
  instance.on('languageChanged', syncDocumentLanguage);
  return instance;
}

/** Switches immediately and remembers the choice for the next visit. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  localStore.set(languageStorageKey, language);
  if (!instance.hasResourceBundle(language, 'translation')) {
    await loadLanguage(language);
    instance.addResourceBundle(language, 'translation', bundles.get(language));
  }
  await instance.changeLanguage(language);
}

export function currentLanguage(instance: I18n): Language {
  return asLanguage(instance.language) ?? defaultLanguage;
}
