import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { NoOffers, OfferList } from '@/features/offers/components/offer-list';
import { OfferToolbar } from '@/features/offers/components/offer-toolbar';
import { useOfferFilters } from '@/features/offers/use-offer-filters';
import { PageHeading } from '../../layout/page-heading';

function NewOfferButton() {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link to="/offers/new">
        <Plus aria-hidden="true" />
        {t('offers.new_offer')}
      </Link>
    </Button>
  );
}

/** /offers, the market: offers of all my groups; delivered ones hidden unless asked (spec §4). */
export function OffersPage() {
  const { t } = useTranslation();
  const filters = useOfferFilters(true);
  return (
    <>
      <PageHeading
        title={t('nav.market')}
        description={t('offers.market_intro')}
        actions={<NewOfferButton />}
      />
      <OfferToolbar filters={filters} />
      <OfferList
        kind="market"
        filters={filters.filters}
        label={t('nav.market')}
        onClearSearch={() => filters.setSearch('')}
        empty={<NoOffers message={t('offers.market_empty')} />}
      />
    </>
  );
}

/** /myoffers: the offers I made, with my purchase times; everything shown unless asked. */
export function MyOffersPage() {
  const { t } = useTranslation();
  const filters = useOfferFilters(false);
  return (
    <>
      <PageHeading
        title={t('nav.myoffers')}
        description={t('offers.mine_intro')}
        actions={<NewOfferButton />}
      />
      <OfferToolbar filters={filters} />
      <OfferList
        kind="mine"
        filters={filters.filters}
        label={t('nav.myoffers')}
        onClearSearch={() => filters.setSearch('')}
        empty={
          <NoOffers message={t('offers.mine_empty')}>
            <Button asChild variant="outline" size="sm">
              <Link to="/products">{t('offers.go_to_products')}</Link>
            </Button>
          </NoOffers>
        }
      />
    </>
  );
}
