import type { Language, PatchUserBody } from '@kozos/contract';

/** Spec §9: the page reloads this long after a language change is saved. */
export const languageReloadDelay = 400;

interface SaveLanguageSteps {
  /** PATCH /api/User. */
  patch: (body: PatchUserBody) => Promise<unknown>;
  /** Switches the interface and stores the choice for the next visit. */
  apply: (language: Language) => Promise<void>;
  reload?: () => void;
}

/**
 * Saves the language on the user, stores it, then reloads 400 ms later so every text (and any
 * cached data with translated labels) starts over in the new language. Nothing is stored or
 * reloaded when the save fails.
 */
export async function saveLanguage(
  language: Language,
  { patch, apply, reload = () => window.location.reload() }: SaveLanguageSteps,
): Promise<ReturnType<typeof setTimeout>> {
  await patch({ language });
  await apply(language);
  return setTimeout(reload, languageReloadDelay);
}
