import { useTranslation } from 'react-i18next';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDate, formatDateTime, formatTime } from '@/lib/dates';

/**
 * "Sat 2026. 12. 05. 18:00" in English, "2026. 12. 05., szombat 18:00" in Hungarian: the weekday
 * in the reader's language, written out in Hungarian (its short form is one letter, "P" for
 * péntek), and the date in the reader's format.
 */
export function useFormatEventTime(): (instant: string) => string {
  const { i18n } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const hungarian = i18n.language === 'hu';
  const weekday = new Intl.DateTimeFormat(i18n.language, {
    weekday: hungarian ? 'long' : 'short',
  });
  return (instant) => {
    const day = weekday.format(new Date(instant));
    return hungarian
      ? `${formatDate(instant, dateFormat)}, ${day} ${formatTime(instant)}`
      : `${day} ${formatDateTime(instant, dateFormat)}`;
  };
}

/** A time as a `<time>` element: the machine-readable instant, the reader's wall clock. */
export function EventTime({ instant }: { instant: string }) {
  const format = useFormatEventTime();
  return <time dateTime={instant}>{format(instant)}</time>;
}
