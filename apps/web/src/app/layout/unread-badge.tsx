import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/ui/count-badge';
import { cn } from '@/lib/cn';

/**
 * The unread bubble with the label "N unread notifications" (the exact number, while the
 * bubble shows 9+). It sits beside or inside a control that names itself ("Notifications",
 * the header's bell); that control points at it with aria-describedby.
 */
export function UnreadBadge({
  id,
  unread,
  size,
  className,
}: {
  id: string;
  unread: number;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation();
  if (unread <= 0) return null;
  return (
    <span
      id={id}
      role="img"
      aria-label={t('nav.unread', { count: unread })}
      className={cn('pointer-events-none', className)}
    >
      <CountBadge count={unread} size={size} />
    </span>
  );
}
