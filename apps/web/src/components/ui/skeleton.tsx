import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}

/** Placeholder of a list card while the first page loads. */
export function CardSkeleton() {
  return (
    <div className="flex gap-3 rounded-2xl border border-border bg-card p-4">
      <Skeleton className="size-10 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-3 w-4/5" />
        <Skeleton className="h-3 w-3/5" />
      </div>
    </div>
  );
}

/**
 * Placeholder of a detail page while its item loads: the title and a card with the author's
 * byline; `children` sketch the item's own body.
 */
export function DetailSkeleton({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-9 w-2/3" />
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5">
        <div className="flex gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}
