import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@kozos/contract';

/**
 * The language a mail sent during this call should use, when the caller knows better than
 * the user's stored setting: POST /api/passwordReset carries `lng` from the login screen,
 * while Better Auth's callbacks only see the user.
 */
export const mailLanguage = new AsyncLocalStorage<Language>();

export function languageFor(user: { language?: unknown }): Language {
  const chosen = mailLanguage.getStore();
  if (chosen) return chosen;
  return user.language === 'hu' ? 'hu' : 'en';
}
