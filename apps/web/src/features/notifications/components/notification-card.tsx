import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationResponse } from '@kozos/contract';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { formatDateTime, relativeTime } from '@/lib/dates';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { useSeeNotification } from '../api/see-notifications';
import { notificationIcons, notificationTone } from '../notification-icon';
import { notificationText } from '../notification-text';

const toneStyles = {
  normal: 'bg-accent text-accent-foreground',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  loss: 'bg-destructive/10 text-danger',
} as const;

/** Spec §2: a card opens the notification's path when it has one other than '/'. */
export function hasTarget(path: string): boolean {
  return path !== '' && path !== '/';
}

export function NotificationCard({ notification }: { notification: NotificationResponse }) {
  const { t } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const see = useSeeNotification();
  const Icon = notificationIcons[notification.type];
  const text = notificationText(notification, t, (date) => formatDateTime(date, dateFormat));
  const when = relativeTime(notification.creationTime);
  const unseen = !notification.isSeen;
  const onOpen = () => {
    if (unseen) see.mutate(notification.id);
  };
  const className = cn(
    'flex w-full items-start gap-3 rounded-2xl border bg-card p-4 text-start shadow-sm transition-colors hover:bg-muted/50',
    unseen ? 'border-2 border-primary' : 'border-border',
    focusRing,
  );
  const body: ReactNode = (
    <>
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          toneStyles[notificationTone(notification.type)],
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className={cn('break-words', unseen && 'font-semibold')}>{text}</span>
        <time
          dateTime={notification.creationTime}
          title={formatDateTime(notification.creationTime, dateFormat)}
          className="text-xs text-muted-foreground"
        >
          {t(when.key, { count: when.count })}
        </time>
      </span>
      {unseen && (
        <>
          <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" />
          <span className="sr-only">{t('notifications.unseen')}</span>
        </>
      )}
    </>
  );
  if (hasTarget(notification.path)) {
    return (
      <Link to={notification.path} onClick={onOpen} className={className}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onOpen} className={className}>
      {body}
    </button>
  );
}
