import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderResponse, SaleResponse } from '@kozos/contract';
import { EntityLoader } from '@/components/ui/entity-loader';
import { CardSkeleton, Skeleton } from '@/components/ui/skeleton';
import { useOrder } from '../api/orders';
import { useSale } from '../api/sales';

function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-9 w-2/3" />
      <CardSkeleton />
      <CardSkeleton />
    </div>
  );
}

/** Loads my order for /purchase: skeleton, the error view (403, 404, retry), or the page. */
export function OrderLoader({
  id,
  children,
}: {
  id: string;
  children: (order: OrderResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EntityLoader
      query={useOrder(id)}
      skeleton={<PageSkeleton />}
      badIdIsNotFound
      texts={{
        failed: t('orders.load_failed'),
        notFound: t('orders.not_found_text'),
        forbidden: { title: t('orders.forbidden_title'), text: t('orders.forbidden_text') },
        back: { to: '/cart', label: t('orders.back_to_cart') },
      }}
    >
      {children}
    </EntityLoader>
  );
}

/** Loads one offer's sale for /sales/{id}. */
export function SaleLoader({
  offerId,
  children,
}: {
  offerId: string;
  children: (sale: SaleResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EntityLoader
      query={useSale(offerId)}
      skeleton={<PageSkeleton />}
      badIdIsNotFound
      texts={{
        failed: t('orders.sales.load_failed'),
        notFound: t('orders.sales.not_found_text'),
        forbidden: {
          title: t('orders.sales.forbidden_title'),
          text: t('orders.sales.forbidden_text'),
        },
        back: { to: '/sales', label: t('orders.sales.back') },
      }}
    >
      {children}
    </EntityLoader>
  );
}
