import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferResponse } from '@kozos/contract';
import { EntityLoader } from '@/components/ui/entity-loader';
import { DetailSkeleton, Skeleton } from '@/components/ui/skeleton';
import { useOffer } from '../api/offers';

function OfferSkeleton() {
  return (
    <DetailSkeleton>
      <Skeleton className="h-4 w-full" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-9" />
        ))}
      </div>
    </DetailSkeleton>
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
