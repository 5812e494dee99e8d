import { useTranslation } from 'react-i18next';
import type { OfferResponse, OfferStatus } from '@kozos/contract';
import { cn } from '@/lib/cn';
import { offerBadgeOf, type OfferBadge as Badge } from '../offer-display';

const badge =
  'inline-flex h-6 shrink-0 items-center rounded-full border px-2.5 text-xs font-semibold whitespace-nowrap';

const soldOut = 'border-foreground/30 bg-foreground text-background';

const badgeStyles: Record<Badge, string> = {
  active:
    'border-emerald-600/40 bg-emerald-50 text-emerald-800 dark:border-emerald-400/40 dark:bg-emerald-950/40 dark:text-emerald-200',
  deadline_passed:
    'border-red-600/40 bg-red-50 text-red-800 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-200',
  archived: 'border-border bg-muted text-muted-foreground',
  outdated: 'border-amber-600/50 text-amber-800 dark:text-amber-200',
  sold_out: soldOut,
  out_of_stock: soldOut,
};

const badgeText: Record<Badge, string> = {
  active: 'offers.status.active',
  deadline_passed: 'offers.status.deadline_passed',
  archived: 'offers.status.archived',
  outdated: 'offers.outdated',
  sold_out: 'offers.sold_out',
  out_of_stock: 'offers.out_of_stock',
};

interface OfferBadgesProps {
  offer: Pick<OfferResponse, 'price' | 'availableAmount'>;
  status: OfferStatus;
  /** The market hides delivered offers: the rest that are past carry Outdated (spec §4). */
  outdated?: boolean;
}

/** Spec §4: the offer's state in one badge (the stripe gives the status colour). */
export function OfferBadges({ offer, status, outdated }: OfferBadgesProps) {
  const { t } = useTranslation();
  const shown = offerBadgeOf(offer, status, outdated);
  return <span className={cn(badge, badgeStyles[shown])}>{t(badgeText[shown])}</span>;
}
