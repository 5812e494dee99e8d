import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kozos/contract';
import { currentLanguage, overridesOf } from '@/lib/i18n';
import type { Translation } from '@/locales/merge-locale-files';

/*
 * The locale areas only signed-in screens read (locales/<language>/signed-in.ts) load here, after
 * sign-in, so the login screen's JavaScript does not carry them (decision 111). The translation
 * editor's published edits of those keys are laid over them, as over the first bundle.
 */
const loaders: Record<Language, () => Promise<{ default: Translation }>> = {
  en: () => import('@/locales/en/signed-in'),
  hu: () => import('@/locales/hu/signed-in'),
};
const loaded = new Set<Language>();

/** Tests register every text up front (vitest.setup.ts) and say so here. */
export function markSignedInTextsLoaded(language: Language): void {
  loaded.add(language);
}

const pending = new Map<Language, Promise<void>>();

/**
 * Starts fetching a language's signed-in texts (main.tsx, when a session is stored), beside the
 * screens' code rather than after the user's answer (decision 150); `load` finds them fetched.
 */
export function preloadSignedInTexts(language: Language): void {
  void loaders[language]().catch(() => undefined);
}

function load(i18n: I18n, language: Language): Promise<void> {
  let promise = pending.get(language);
  if (!promise) {
    promise = loaders[language]().then(({ default: texts }) => {
      i18n.addResourceBundle(language, 'translation', { ...texts, ...overridesOf(language) });
      loaded.add(language);
    });
    pending.set(language, promise);
  }
  return promise;
}

/**
 * Suspends until the shown language's signed-in texts are in, so the nearest Suspense (a
 * screen's spinner) shows meanwhile; at once when they are.
 */
export function useSignedInTexts(): void {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (!loaded.has(language)) use(load(i18n, language));
}
