import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { OfferCard } from '@/features/offers/components/offer-card';
import { OrderLoader } from '@/features/orders/components/order-loaders';
import { PurchaseView } from '@/features/orders/components/purchase-view';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from '../groups/back-link';

/** /purchase?id=: one of my orders with its offer; edit, delete or rate as its state allows. */
export function PurchasePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // An address without an order names none: the orders are in the cart.
  if (id === '') return <Navigate to="/cart" replace />;
  return (
    <OrderLoader id={id}>
      {(order) => (
        <>
          <BackLink to="/cart" label={t('nav.cart')} />
          <PageHeading title={order.offer.product.name} />
          <div className="flex flex-col gap-5">
            <PurchaseView order={order} />
            <OfferCard offer={order.offer} />
          </div>
        </>
      )}
    </OrderLoader>
  );
}
