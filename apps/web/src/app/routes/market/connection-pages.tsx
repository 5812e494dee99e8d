import { Plus, Tractor, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { fetchDealerPage, fetchProducerPage } from '@/features/producers/api/producers';
import { producerKeys } from '@/features/producers/api/keys';
import { AddProducerForm } from '@/features/producers/components/add-producer-form';
import { DealerHeader, DealerRow } from '@/features/producers/components/dealer-row';
import { ProducerCard } from '@/features/producers/components/producer-card';
import { toast } from '@/lib/toast';
import { useGoBack } from '@/lib/use-go-back';
import { PageHeading } from '../../layout/page-heading';

function AddProducerButton({ variant }: { variant?: 'outline' }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant={variant} size={variant ? 'sm' : 'md'}>
      <Link to="/producers/new">
        <Plus aria-hidden="true" />
        {t('producers.add')}
      </Link>
    </Button>
  );
}

/** /producers: the producers I buy from, the ones not yet accepting marked (spec §3). */
export function ProducersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t('nav.producers')}
        description={t('producers.intro')}
        actions={<AddProducerButton />}
      />
      <PagedList
        queryKey={producerKeys.producers()}
        paging={offsetPaging}
        fetchPage={fetchProducerPage}
        getKey={(connection) => connection.id}
        label={t('nav.producers')}
        renderItem={(connection) => <ProducerCard connection={connection} />}
        empty={
          <EmptyList message={t('producers.empty')} icon={Tractor}>
            <AddProducerButton variant="outline" />
          </EmptyList>
        }
      />
    </>
  );
}

/** /producers/new: add a producer by e-mail. */
export function NewProducerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack('/producers');
  return (
    <>
      <PageHeading title={t('producers.new_title')} description={t('producers.new_text')} />
      <AddProducerForm
        onSaved={(connection) => {
          toast({ title: t('producers.invited', { email: connection.email }) });
          void navigate('/producers', { replace: true });
        }}
        onCancel={goBack}
      />
    </>
  );
}

/**
 * /dealers: dealers' requests to accept or decline first, then a table of the dealers who have
 * me as a producer (spec §2: name, joined at).
 */
export function DealersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t('nav.dealers')}
        description={t('dealers.intro')}
        actions={
          <Button asChild variant="outline">
            <Link to="/dealeroffer">
              <Truck aria-hidden="true" />
              {t('dealer_offers.title')}
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-2">
        <DealerHeader />
        <PagedList
          queryKey={producerKeys.dealers()}
          paging={offsetPaging}
          fetchPage={fetchDealerPage}
          getKey={(connection) => connection.id}
          label={t('nav.dealers')}
          renderItem={(connection) => <DealerRow connection={connection} />}
          empty={<EmptyList message={t('dealers.empty')} icon={Truck} />}
        />
      </div>
    </>
  );
}
