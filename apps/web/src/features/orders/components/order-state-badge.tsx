import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { OrderState } from '../order-rules';

const styles: Record<OrderState, string> = {
  open: 'bg-accent text-accent-foreground',
  closed: 'bg-muted text-foreground',
  fulfilled: 'bg-primary text-primary-foreground',
  rejected: 'bg-destructive text-destructive-foreground',
};

/** An order's state in words: Open, Deadline passed, Fulfilled, Rejected. */
export function OrderStateBadge({ state, className }: { state: OrderState; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        styles[state],
        className,
      )}
    >
      {t(`orders.state.${state}`)}
    </span>
  );
}
