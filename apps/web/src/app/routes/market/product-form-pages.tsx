import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCreateProduct, usePatchProduct } from '@/features/products/api/products';
import { ProductForm } from '@/features/products/components/product-form';
import { ProductLoader } from '@/features/products/components/product-loader';
import { useGoBack } from '@/lib/use-go-back';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from '../groups/back-link';

/** /products/new: spec §7 — toast "Product added", then back (to /products in a new tab). */
export function NewProductPage() {
  const { t } = useTranslation();
  const goBack = useGoBack('/products');
  const create = useCreateProduct();
  return (
    <>
      <PageHeading title={t('products.new_title')} description={t('products.new_text')} />
      <ProductForm
        formKey="product-new"
        submitLabel={t('products.add')}
        successMessage="Product_added"
        save={(body) => create.mutateAsync(body)}
        onSaved={goBack}
        onCancel={goBack}
      />
    </>
  );
}

/** /products/:id/edit: running offers keep what they copied (the form says so). */
export function EditProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const patch = usePatchProduct(id);
  const productPath = `/products/${id}`;
  return (
    <ProductLoader id={id}>
      {(product) => (
        <>
          <BackLink to={productPath} label={product.name} />
          <PageHeading title={t('products.edit_title')} description={t('products.edit_text')} />
          <ProductForm
            product={product}
            submitLabel={t('common.save')}
            successMessage="Saved"
            save={(body) => patch.mutateAsync(body)}
            onSaved={() => void navigate(productPath, { replace: true })}
            onCancel={() => void navigate(productPath)}
          />
        </>
      )}
    </ProductLoader>
  );
}
