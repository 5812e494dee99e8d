import { cn } from '@/lib/cn';

/** Spec §9: the unread badge shows 9+ above 9. */
export function formatBadgeCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

const sizes = {
  md: 'h-5 min-w-5 px-1.5 text-[11px]',
  // On an icon (the header's bell): small, ringed off the icon, so "9+" leaves the bell visible.
  sm: 'h-4 min-w-4 px-1 text-[10px] ring-2 ring-background',
};

/** A small count bubble (unread notifications); hidden at zero. */
export function CountBadge({
  count,
  size = 'md',
  className,
}: {
  count: number;
  size?: keyof typeof sizes;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex items-center justify-center rounded-full bg-destructive leading-none font-bold text-destructive-foreground tabular-nums',
        sizes[size],
        className,
      )}
    >
      {formatBadgeCount(count)}
    </span>
  );
}
