import { Pencil, Store, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProductResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteProduct } from '@/features/products/api/products';
import { ProductCard } from '@/features/products/components/product-card';
import { ProductLoader } from '@/features/products/components/product-loader';
import { showErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/toast';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from '../groups/back-link';

/** Offer, edit, delete; Delete is disabled with its reason while offers exist (spec §5). */
function ProductActions({ product }: { product: ProductResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reasonId = useId();
  const remove = useDeleteProduct(product.id);
  const hasOffers = product.offerCount > 0;
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('Deleted') });
        void navigate('/products', { replace: true });
      },
      onError: (error) => showErrorToast(error, t, 'products.delete_failed'),
    });
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/offers/new?product=${encodeURIComponent(product.id)}`}>
            <Store aria-hidden="true" />
            {t('products.offer_it')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={`/products/${product.id}/edit`}>
            <Pencil aria-hidden="true" />
            {t('products.edit')}
          </Link>
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={hasOffers || remove.isPending}
              aria-describedby={hasOffers ? reasonId : undefined}
            >
              <Trash2 aria-hidden="true" />
              {t('products.delete')}
            </Button>
          }
          title={t('products.delete_title')}
          description={t('products.delete_text', { name: product.name })}
          confirmLabel={t('products.delete')}
          destructive
          onConfirm={onDelete}
        />
      </div>
      {hasOffers && (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {t('products.delete_blocked', { count: product.offerCount })}
        </p>
      )}
    </>
  );
}

/** /products/:id: one of my products with what I can do with it. */
export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <ProductLoader id={id}>
      {(product) => (
        <>
          <BackLink to="/products" label={t('nav.products')} />
          <PageHeading title={product.name} />
          <ProductCard product={product} full actions={<ProductActions product={product} />} />
        </>
      )}
    </ProductLoader>
  );
}
