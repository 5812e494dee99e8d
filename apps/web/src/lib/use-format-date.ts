import { useCallback } from 'react';
import { formatDate } from './dates';
import { useOptionalCurrentUser } from './current-user';

/** Formats dates in the signed-in user's chosen format (spec §3), the default otherwise. */
export function useFormatDate(): (date: Date | string) => string {
  const setting = useOptionalCurrentUser()?.dateFormat ?? '';
  return useCallback((date: Date | string) => formatDate(date, setting), [setting]);
}
