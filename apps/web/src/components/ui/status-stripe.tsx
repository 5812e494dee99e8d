import { cn } from '@/lib/cn';

/** Spec §4 item states: active green, deadline passed red, archived grey. */
export type ItemStatus = 'active' | 'deadline_passed' | 'archived';

const colors: Record<ItemStatus, string> = {
  active: 'bg-emerald-500 dark:bg-emerald-400',
  deadline_passed: 'bg-red-600 dark:bg-red-400',
  archived: 'bg-zinc-400 dark:bg-zinc-500',
};

/** The coloured edge of a card; the card's own text says what the state means. */
export function StatusStripe({ status, className }: { status: ItemStatus; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-status={status}
      className={cn('absolute inset-y-0 start-0 w-1.5', colors[status], className)}
    />
  );
}
