import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductResponse } from '@kozos/contract';
import { EntityLoader } from '@/components/ui/entity-loader';
import { Skeleton } from '@/components/ui/skeleton';
import { useProduct } from '../api/products';

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-9 w-1/2" />
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <div className="grid grid-cols-3 gap-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-9" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** Loads one of my products: skeleton, the error view (someone else's is 403), or the page. */
export function ProductLoader({
  id,
  children,
}: {
  id: string;
  children: (product: ProductResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EntityLoader
      query={useProduct(id)}
      skeleton={<ProductSkeleton />}
      badIdIsNotFound
      texts={{
        failed: t('products.load_failed'),
        notFound: t('products.not_found_text'),
        forbidden: { title: t('products.forbidden_title'), text: t('products.forbidden_text') },
        back: { to: '/products', label: t('products.back_to_products') },
      }}
    >
      {children}
    </EntityLoader>
  );
}
