import type { TFunction } from 'i18next';
import { errorToastText } from './api-client';
import { toast } from './toast';

/** Spec §8: a refused action is a destructive toast with the translated message key. */
export function showErrorToast(error: unknown, t: TFunction): void {
  toast({ ...errorToastText(error, t), variant: 'destructive' });
}
