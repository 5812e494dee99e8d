import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferResponse } from '@kozos/contract';
import { EntityLoader } from '@/components/ui/entity-loader';
import { Skeleton } from '@/components/ui/skeleton';
import { useOffer } from '../api/offers';

function OfferSkeleton() {
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
        <Skeleton className="h-4 w-full" />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-9" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** Loads an offer for a page: skeleton, the error view (403, 404, retry), or the page. */
export function OfferLoader({
  id,
  children,
}: {
  id: string;
  children: (offer: OfferResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EntityLoader
      query={useOffer(id)}
      skeleton={<OfferSkeleton />}
      badIdIsNotFound
      texts={{
        failed: t('offers.load_failed'),
        notFound: t('offers.not_found_text'),
        forbidden: { title: t('offers.forbidden_title'), text: t('offers.forbidden_text') },
        back: { to: '/offers', label: t('offers.back_to_market') },
      }}
    >
      {children}
    </EntityLoader>
  );
}
