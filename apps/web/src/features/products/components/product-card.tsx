import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { splitTags, type ProductResponse } from '@kozos/contract';
import { ItemPhotos } from '@/components/photos/card-photo';
import { focusRing } from '@/components/ui/styles';
import { TagChip } from '@/components/ui/tag-chip';
import { cn } from '@/lib/cn';
import { useMoneyFormat } from '@/lib/money';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** The producer as the owner knows them: name, or the invited address while pending. */
function ProducerName({ product }: { product: ProductResponse }) {
  const { t } = useTranslation();
  if (!product.producer) return <>{t('products.form.no_source')}</>;
  return (
    <>
      {product.producer.name}
      {product.producer.isPending && (
        <span className="ms-1 font-normal text-muted-foreground">({t('producers.pending')})</span>
      )}
    </>
  );
}

interface ProductCardProps {
  product: ProductResponse;
  /** The product page shows everything; a list card links to it. */
  full?: boolean;
  actions?: ReactNode;
}

/** A product of my inventory (spec §3): price per order unit, stock, producer, offers, tags. */
export function ProductCard({ product, full = false, actions }: ProductCardProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const tags = splitTags(product.tags);
  return (
    <article
      aria-label={product.name}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm xs:p-5"
    >
      <ItemPhotos
        photos={product.photos}
        name={product.name}
        full={full}
        to={`/products/${product.id}`}
      />
      <div className="flex items-start justify-between gap-3">
        {!full && (
          <h3 className="text-lg leading-snug font-semibold break-words">
            <Link
              to={`/products/${product.id}`}
              className={cn('rounded-sm hover:underline', focusRing)}
            >
              {product.name}
            </Link>
          </h3>
        )}
        <p
          className={cn(
            'flex shrink-0 flex-col leading-tight',
            full ? 'items-start' : 'ms-auto items-end',
          )}
        >
          <span className="text-lg font-bold whitespace-nowrap tabular-nums">
            {product.price === 0 ? t('offers.free') : money.price(product.price)}
          </span>
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            {t('offers.per_unit', { unit: money.priceUnit(product.unit, product.measure) })}
          </span>
        </p>
      </div>
      {full && product.description && (
        <p className="leading-relaxed break-words whitespace-pre-line">{product.description}</p>
      )}
      {tags.length > 0 && (
        <ul aria-label={t('offers.tags')} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="max-w-full">
              <TagChip tag={tag} />
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-t border-border pt-3 xs:grid-cols-3">
        <Fact label={t('products.stock')}>
          {product.stock === null ? t('offers.form.not_tracked') : money.number(product.stock)}
        </Fact>
        <Fact label={t('products.offers')}>{money.number(product.offerCount)}</Fact>
        <Fact label={t('offers.form.producer')}>
          <ProducerName product={product} />
        </Fact>
      </dl>
      {full && product.link && (
        <a
          href={product.link}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start text-sm font-medium break-all text-primary underline-offset-4 hover:underline"
        >
          {product.link}
        </a>
      )}
      {actions && <div className="flex flex-col gap-2 border-t border-border pt-3">{actions}</div>}
    </article>
  );
}
