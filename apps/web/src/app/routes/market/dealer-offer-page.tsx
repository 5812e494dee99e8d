import { Tractor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { fetchDealerOfferPage } from '@/features/offers/api/offers';
import { offerKeys, type OfferListFilters } from '@/features/offers/api/keys';
import { DealerOfferCard } from '@/features/offers/components/dealer-offer-card';
import { PageHeading } from '../../layout/page-heading';

const filters: OfferListFilters = { sortBy: 'creationTime', order: 'desc', hidePast: false };

/**
 * /dealeroffer (spec: content not shown; decision 071): for a producer, the offers their dealers
 * made of their products, newest first, with what has been ordered.
 */
export function DealerOfferPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('dealer_offers.title')} description={t('dealer_offers.intro')} />
      <PagedList
        queryKey={offerKeys.list('dealer', filters)}
        paging={offsetPaging}
        fetchPage={(page) => fetchDealerOfferPage(filters, page)}
        getKey={(offer) => offer.id}
        label={t('dealer_offers.title')}
        renderItem={(offer) => <DealerOfferCard offer={offer} />}
        empty={<EmptyList message={t('dealer_offers.empty')} icon={Tractor} />}
      />
    </>
  );
}
