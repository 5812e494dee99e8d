import { useTranslation } from 'react-i18next';
import { CartView } from '@/features/orders/components/cart-view';
import { PageHeading } from '../../layout/page-heading';

/** /cart: my open orders and accepted free offers, by delivery day and dealer (issue 13). */
export function CartPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('nav.cart')} description={t('orders.cart_intro')} />
      <CartView />
    </>
  );
}
