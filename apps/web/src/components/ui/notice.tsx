import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type NoticeVariant = 'success' | 'error' | 'info' | 'warning';

const styles: Record<NoticeVariant, string> = {
  success: 'border-primary/30 bg-accent text-accent-foreground',
  error: 'border-danger/40 bg-destructive/10 text-danger',
  info: 'border-border bg-muted text-foreground',
  warning:
    'border-amber-500/70 bg-amber-50 text-amber-950 dark:border-amber-400/60 dark:bg-amber-950/40 dark:text-amber-100',
};

const icons = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
  warning: TriangleAlert,
} as const;

interface NoticeProps {
  variant?: NoticeVariant;
  title?: string;
  /** Replaces the variant's icon (e.g. an envelope for an invitation). */
  icon?: LucideIcon;
  children?: ReactNode;
  className?: string;
}

/** An inline message that stays on the page (a verified address, an expired link, ...). */
export function Notice({ variant = 'info', title, icon, children, className }: NoticeProps) {
  const Icon = icon ?? icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-3.5 py-3 text-sm', styles[variant], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="leading-relaxed">{children}</div>}
      </div>
    </div>
  );
}
