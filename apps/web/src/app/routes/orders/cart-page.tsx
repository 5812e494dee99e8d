import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CartView } from '@/features/orders/components/cart-view';
import { PageHeading } from '../../layout/page-heading';

/**
 * /cart: my open orders and accepted free offers, by delivery day and dealer (issue 13), with
 * the way to the history, where fulfilled and rejected ones are (issue 23.1).
 */
export function CartPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t('nav.cart')}
        description={t('orders.cart_intro')}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/purchases">
              <ShoppingBag aria-hidden="true" />
              {t('orders.cart_history_link')}
            </Link>
          </Button>
        }
      />
      <CartView />
    </>
  );
}
