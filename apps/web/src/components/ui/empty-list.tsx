import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface EmptyListProps {
  /** Replaces Empty_list, e.g. when a search matched nothing. */
  message?: string;
  icon?: LucideIcon;
  /** What the user can do next (clear the search, create a group, ...). */
  children?: ReactNode;
}

export function EmptyList({ message, icon: Icon = Inbox, children }: EmptyListProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center text-muted-foreground">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="text-sm font-medium">{message ?? t('Empty_list')}</p>
      {children && (
        <div className="flex flex-wrap items-center justify-center gap-2">{children}</div>
      )}
    </div>
  );
}
