import { SearchX, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { fetchOfferPage } from '../api/offers';
import { offerKeys, type OfferListFilters } from '../api/keys';
import { OfferCard } from './offer-card';

interface OfferListProps {
  kind: 'market' | 'mine';
  filters: OfferListFilters;
  label: string;
  /** Shown when there is nothing at all (not for an unmatched search). */
  empty: ReactNode;
  onClearSearch: () => void;
}

/** The market or my offers: offset pages of offer cards; past ones marked Outdated (spec §4). */
export function OfferList({ kind, filters, label, empty, onClearSearch }: OfferListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      queryKey={offerKeys.list(kind, filters)}
      paging={offsetPaging}
      fetchPage={(page) => fetchOfferPage(kind, filters, page)}
      getKey={(offer) => offer.id}
      label={label}
      renderItem={(offer) => <OfferCard offer={offer} outdated={filters.hidePast} />}
      empty={
        filters.search ? (
          <EmptyList message={t('offers.no_match')} icon={SearchX}>
            <Button variant="outline" size="sm" onClick={onClearSearch}>
              {t('feed.clear_search')}
            </Button>
          </EmptyList>
        ) : (
          empty
        )
      }
    />
  );
}

/** Nothing on offer yet: the next step for the reader. */
export function NoOffers({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <EmptyList message={message} icon={Store}>
      {children}
    </EmptyList>
  );
}
