import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, relativeTime } from '@/lib/dates';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { cn } from '@/lib/cn';

/**
 * Spec §9 relative label ("3 hours ago") followed by the date in the user's format (§3), so a
 * phone, which has no hover, shows it too; date and time in full on hover.
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const { t } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const when = relativeTime(date);
  return (
    <time
      dateTime={date}
      title={formatDateTime(date, dateFormat)}
      className={cn('whitespace-nowrap', className)}
    >
      {t(when.key, { count: when.count })}
      <span aria-hidden="true"> · </span>
      {formatDate(date, dateFormat)}
    </time>
  );
}
