import {
  AlarmClock,
  CalendarCheck,
  CalendarDays,
  Hourglass,
  ShoppingBag,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import type { CalendarKind } from '@kozos/contract';
import { cn } from '@/lib/cn';

/** Spec §2 calendar kinds, each with its icon and colour. */
export const kindStyles: Record<CalendarKind, { icon: LucideIcon; color: string }> = {
  event: {
    icon: CalendarDays,
    color:
      'text-teal-700 dark:text-teal-300 border-teal-600 bg-teal-600 dark:bg-teal-400 dark:border-teal-400',
  },
  event_applied: {
    icon: CalendarCheck,
    color:
      'text-emerald-700 dark:text-emerald-300 border-emerald-600 bg-emerald-600 dark:bg-emerald-400 dark:border-emerald-400',
  },
  event_deadline: {
    icon: Hourglass,
    color:
      'text-rose-700 dark:text-rose-300 border-rose-600 bg-rose-600 dark:bg-rose-400 dark:border-rose-400',
  },
  order_deadline: {
    icon: AlarmClock,
    color:
      'text-amber-700 dark:text-amber-300 border-amber-600 bg-amber-600 dark:bg-amber-400 dark:border-amber-400',
  },
  purchase_date: {
    icon: ShoppingBag,
    color:
      'text-violet-700 dark:text-violet-300 border-violet-600 bg-violet-600 dark:bg-violet-400 dark:border-violet-400',
  },
  delivery_date: {
    icon: Truck,
    color:
      'text-sky-700 dark:text-sky-300 border-sky-600 bg-sky-600 dark:bg-sky-400 dark:border-sky-400',
  },
};

/**
 * A kind's icon in a round badge: filled for my own items, outlined for others' (spec §2). The
 * badge is decorative; the text beside it (or the cell's label) names the kind.
 */
export function KindIcon({
  kind,
  own,
  size = 'md',
}: {
  kind: CalendarKind;
  own: boolean;
  size?: 'sm' | 'md';
}) {
  const { icon: Icon, color } = kindStyles[kind];
  return (
    <span
      aria-hidden="true"
      data-kind={kind}
      data-own={own}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full border-2',
        size === 'sm' ? 'size-5 [&_svg]:size-3' : 'size-7 [&_svg]:size-4',
        color,
        own ? 'text-white dark:text-zinc-950' : 'bg-transparent dark:bg-transparent',
      )}
    >
      <Icon strokeWidth={2.25} />
    </span>
  );
}
