import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { useProductChoices } from '@/features/offers/api/offers';
import { OfferForm } from '@/features/offers/components/offer-form';
import { useGoBack } from '@/lib/use-go-back';
import { PageHeading } from '../../layout/page-heading';

/**
 * /offers/new (`?product=`, `?group=` preselect): publishing needs a product first, so without
 * one the page says so and leads to the product form instead of a form that can only fail.
 */
export function NewOfferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack('/myoffers');
  const [params] = useSearchParams();
  const products = useProductChoices();
  const noProducts = products.isSuccess && products.data.length === 0;
  return (
    <>
      <PageHeading title={t('offers.new_title')} description={t('offers.new_text')} />
      {noProducts ? (
        <EmptyList message={t('offers.form.no_products')} icon={Package}>
          <Button asChild size="sm">
            <Link to="/products/new">{t('products.new_product')}</Link>
          </Button>
        </EmptyList>
      ) : (
        <OfferForm
          defaultProductId={params.get('product') ?? undefined}
          defaultGroupId={params.get('group') ?? undefined}
          onSaved={(offer) => void navigate(`/offers/${offer.id}`, { replace: true })}
          onCancel={goBack}
        />
      )}
    </>
  );
}
