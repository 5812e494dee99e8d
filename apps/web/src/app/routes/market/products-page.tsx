import { Package, Plus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyList } from '@/components/ui/empty-list';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { productKeys, type ProductSortField } from '@/features/products/api/keys';
import { fetchProductPage } from '@/features/products/api/products';
import { ProductCard } from '@/features/products/components/product-card';
import { useListParams } from '@/lib/use-list-params';
import { PageHeading } from '../../layout/page-heading';

const sortFields: readonly ProductSortField[] = ['creationTime', 'name', 'price'];

function NewProductButton({ variant }: { variant?: 'outline' }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant={variant} size={variant ? 'sm' : 'md'}>
      <Link to="/products/new">
        <Plus aria-hidden="true" />
        {t('products.new_product')}
      </Link>
    </Button>
  );
}

/** /products: my inventory, searchable and sortable (only I see it). */
export function ProductsPage() {
  const { t } = useTranslation();
  const list = useListParams({
    fields: sortFields,
    defaultField: 'creationTime',
    defaultOrderOf: (field) => (field === 'creationTime' ? 'desc' : 'asc'),
  });
  const filters = {
    search: list.debouncedSearch || undefined,
    sortBy: list.sortBy,
    order: list.order,
  };
  return (
    <>
      <PageHeading
        title={t('nav.products')}
        description={t('products.intro')}
        actions={<NewProductButton />}
      />
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchLabel={t('products.search')}
        searchPlaceholder={t('products.search_placeholder')}
        sortOptions={sortFields.map((field) => ({
          value: field,
          label: t(`products.sort.${field}`),
        }))}
        sortBy={list.sortBy}
        order={list.order}
        onSortByChange={list.setSortBy}
        onOrderChange={list.setOrder}
      />
      <PagedList
        queryKey={productKeys.list(filters)}
        paging={offsetPaging}
        fetchPage={(page) => fetchProductPage(filters, page)}
        getKey={(product) => product.id}
        label={t('nav.products')}
        renderItem={(product) => <ProductCard product={product} />}
        empty={
          filters.search ? (
            <EmptyList message={t('products.no_match')} icon={SearchX} />
          ) : (
            <EmptyList message={t('products.empty')} icon={Package}>
              <NewProductButton variant="outline" />
            </EmptyList>
          )
        }
      />
    </>
  );
}
