import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferResponse, ProductResponse } from '@kozos/contract';
import { ConfirmDialog, useConfirm } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { loadDraft, type FormValues } from '@/lib/forms';
import { useForm } from '@/lib/use-form';
import { isGroupMember, useCreateOffer, useGroupChoices, useProductChoices } from '../api/offers';
import { newOfferRules } from '../offer-rules';
import { OfferPlaceField } from './offer-place-field';
import { OfferTimeFields } from './offer-time-fields';
import { ProductSummary } from './product-summary';

const formKey = 'offer-new';

interface OfferFormProps {
  /** `/offers/new?product=` and `?group=` start with these chosen. */
  defaultProductId?: string | undefined;
  defaultGroupId?: string | undefined;
  onSaved: (offer: OfferResponse) => void;
  onCancel: () => void;
}

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
const number = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'number' ? value : undefined;
};

/**
 * Spec §3/§5: one of my products into one of my groups, with price (the product's by default;
 * 0 is free), amount, the three times and where buyers pick the goods up (decision 077). When the product's producer is a member of the group
 * the dealer is asked to continue (spec §5); the server asks too, so a race cannot skip it.
 */
export function OfferForm({ defaultProductId, defaultGroupId, onSaved, onCancel }: OfferFormProps) {
  const { t } = useTranslation();
  const products = useProductChoices();
  const groups = useGroupChoices();
  const create = useCreateOffer();
  const [productId, setProductId] = useState(() => {
    const draft = loadDraft(formKey)?.productId;
    return defaultProductId ?? (typeof draft === 'string' ? draft : '');
  });
  const productList: ProductResponse[] = products.data ?? [];
  const onlyProduct = productList.length === 1 ? productList[0]?.id : undefined;
  const product = productList.find((candidate) => candidate.id === (productId || onlyProduct));
  const producerQuestion = useConfirm();
  const confirmedProducer = useRef(false);
  const askAboutProducer = async (values: FormValues) => {
    confirmedProducer.current = false;
    const producerId = product?.producer?.userId;
    if (!producerId) return true;
    // The server asks again if this look fails; a failed look must not block the form.
    const inGroup = await isGroupMember(text(values, 'groupId'), producerId).catch(() => false);
    if (!inGroup) return true;
    confirmedProducer.current = await producerQuestion.confirm();
    return confirmedProducer.current;
  };
  const form = useForm({
    formKey,
    rules: newOfferRules(product),
    successMessage: 'Offer_created',
    confirm: askAboutProducer,
    onSubmit: (values) =>
      create.mutateAsync({
        productId: text(values, 'productId'),
        groupId: text(values, 'groupId'),
        price: number(values, 'price'),
        totalAmount: number(values, 'totalAmount') ?? 0,
        orderDeadline: text(values, 'orderDeadline'),
        purchaseTime: text(values, 'purchaseTime') || null,
        delivery: text(values, 'delivery'),
        pickupPlace: text(values, 'pickupPlace') || null,
        producerInGroupConfirmed: confirmedProducer.current,
      }),
    onSuccess: onSaved,
  });
  const groupOptions = groups.data ?? [];
  const onlyGroup = groupOptions.length === 1 ? groupOptions[0]?.id : undefined;
  return (
    <form
      {...form.formProps}
      className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6"
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-base font-semibold">{t('offers.form.what')}</legend>
        <FormField label={t('offers.form.product')} required error={form.fieldErrors.productId}>
          <Select
            key={products.isSuccess ? 'loaded' : 'loading'}
            name="productId"
            value={product?.id ?? ''}
            onValueChange={setProductId}
            disabled={products.isPending}
            placeholder={products.isPending ? t('common.loading') : t('offers.form.choose_product')}
            options={productList.map((choice) => ({ value: choice.id, label: choice.name }))}
          />
        </FormField>
        {product && <ProductSummary product={product} />}
        <FormField
          label={t('offers.form.group')}
          required
          error={form.fieldErrors.groupId}
          hint={
            groups.isSuccess && groupOptions.length === 0 ? t('offers.form.no_groups') : undefined
          }
        >
          <Select
            key={groups.isSuccess ? 'loaded' : 'loading'}
            name="groupId"
            defaultValue={defaultGroupId ?? onlyGroup}
            disabled={groups.isPending}
            placeholder={groups.isPending ? t('common.loading') : t('offers.form.choose_group')}
            options={groupOptions.map((group) => ({ value: group.id, label: group.name }))}
          />
        </FormField>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-base font-semibold">{t('offers.form.amounts')}</legend>
        <div className="grid gap-4 xs:grid-cols-2">
          <FormField
            label={t('offers.form.price')}
            error={form.fieldErrors.price}
            hint={t('offers.form.price_hint')}
          >
            <Input
              key={product?.id ?? 'none'}
              name="price"
              type="number"
              inputMode="numeric"
              min={0}
              defaultValue={product?.price}
            />
          </FormField>
          <FormField
            label={t('offers.form.total_amount')}
            required
            error={form.fieldErrors.totalAmount}
            hint={
              product?.stock === null || !product
                ? t('offers.form.amount_hint')
                : t('offers.form.amount_stock_hint', { stock: product.stock })
            }
          >
            <Input name="totalAmount" type="number" inputMode="numeric" min={1} />
          </FormField>
        </div>
      </fieldset>
      <OfferTimeFields errors={form.fieldErrors}>
        <OfferPlaceField
          error={form.fieldErrors.pickupPlace}
          hint={t('offers.form.pickup_place_hint')}
        />
      </OfferTimeFields>
      <FormMessage message={form.formError} />
      <FormFooter
        submitLabel={t('offers.form.publish')}
        submitting={form.submitting}
        onCancel={onCancel}
      />
      <ConfirmDialog
        {...producerQuestion.dialogProps}
        title={t('offers.form.producer_in_group_title')}
        description={t('offers.form.producer_in_group_text', {
          name: product?.producer?.name ?? '',
        })}
        confirmLabel={t('offers.form.producer_in_group_continue')}
      />
    </form>
  );
}
