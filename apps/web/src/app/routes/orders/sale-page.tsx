import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SaleLoader } from '@/features/orders/components/order-loaders';
import { SaleDelivery, SaleSheet } from '@/features/orders/components/sale-sheet';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from '../groups/back-link';

/** /sales/:id: one offer's packing and pick-up list; fulfil, undo, reject, CSV and print. */
export function SalePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <SaleLoader offerId={id}>
      {(sale) => (
        <>
          <div className="print:hidden">
            <BackLink to="/sales" label={t('nav.sales')} />
          </div>
          <PageHeading title={sale.offer.product.name} description={<SaleDelivery sale={sale} />} />
          <SaleSheet sale={sale} />
        </>
      )}
    </SaleLoader>
  );
}
