import { useTranslation } from 'react-i18next';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';

/** "Sat, 2026. 12. 05. 18:00": the weekday in the reader's language, the date in their format. */
export function useFormatEventTime(): (instant: string) => string {
  const { i18n } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  return (instant) => `${weekday.format(new Date(instant))} ${formatDateTime(instant, dateFormat)}`;
}

/** A time as a `<time>` element: the machine-readable instant, the reader's wall clock. */
export function EventTime({ instant }: { instant: string }) {
  const format = useFormatEventTime();
  return <time dateTime={instant}>{format(instant)}</time>;
}
