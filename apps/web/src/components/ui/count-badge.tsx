import { cn } from '@/lib/cn';

/** Spec §9: the unread badge shows 9+ above 9. */
export function formatBadgeCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** A small count bubble (unread notifications); hidden at zero. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] leading-none font-bold text-destructive-foreground tabular-nums',
        className,
      )}
    >
      {formatBadgeCount(count)}
    </span>
  );
}
