import type { TFunction } from 'i18next';
import { errorToastText } from './api-client';
import { toast } from './toast';

/**
 * Spec §8: a refused action is a destructive toast with the translated message key; `titleKey`
 * names the action that failed instead of the generic "An error occurred".
 */
export function showErrorToast(error: unknown, t: TFunction, titleKey?: string): void {
  const text = errorToastText(error, t);
  toast({ ...text, ...(titleKey && { title: t(titleKey) }), variant: 'destructive' });
}
