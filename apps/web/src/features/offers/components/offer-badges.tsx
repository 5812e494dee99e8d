import { useTranslation } from 'react-i18next';
import type { OfferResponse, OfferStatus } from '@kozos/contract';
import { cn } from '@/lib/cn';
import { isFree, isSoldOut } from '../offer-display';

const badge = 'inline-flex h-6 items-center rounded-full border px-2.5 text-xs font-semibold';

const statusStyles: Record<OfferStatus, string> = {
  active:
    'border-emerald-600/40 bg-emerald-50 text-emerald-800 dark:border-emerald-400/40 dark:bg-emerald-950/40 dark:text-emerald-200',
  deadline_passed:
    'border-red-600/40 bg-red-50 text-red-800 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-200',
  archived: 'border-border bg-muted text-muted-foreground',
};

interface OfferBadgesProps {
  offer: Pick<OfferResponse, 'price' | 'availableAmount'>;
  status: OfferStatus;
  /** The market hides delivered offers: the rest that are past carry Outdated (spec §4). */
  outdated?: boolean;
}

/** Spec §4: the state in words (the stripe gives its colour), sold out, free, outdated. */
export function OfferBadges({ offer, status, outdated }: OfferBadgesProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-end gap-1.5">
      <span className={cn(badge, statusStyles[status])}>{t(`offers.status.${status}`)}</span>
      {outdated && status !== 'active' && (
        <span className={cn(badge, 'border-amber-600/50 text-amber-800 dark:text-amber-200')}>
          {t('offers.outdated')}
        </span>
      )}
      {isSoldOut(offer) && (
        <span className={cn(badge, 'border-foreground/30 bg-foreground text-background')}>
          {t(isFree(offer) ? 'offers.out_of_stock' : 'offers.sold_out')}
        </span>
      )}
    </div>
  );
}
