import { useTranslation } from 'react-i18next';
import { formatDateTime, relativeTime } from '@/lib/dates';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { cn } from '@/lib/cn';

/** Spec §9 relative label ("3 hours ago"); the full date, in the user's format, on hover. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const { t } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const when = relativeTime(date);
  const full = formatDateTime(date, dateFormat);
  return (
    <time dateTime={date} title={full} className={cn('whitespace-nowrap', className)}>
      {t(when.key, { count: when.count })}
      <span className="sr-only"> ({full})</span>
    </time>
  );
}
