import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateProductBody,
  maxPhotosPerItem,
  maxTags,
  splitTags,
  type CreateProductBody as ProductBody,
  type ProductResponse,
} from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { PhotoPicker } from '@/components/photos/photo-picker';
import { usePhotoField } from '@/components/photos/use-photo-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { TagPicker } from '@/components/ui/tag-picker';
import { Textarea } from '@/components/ui/textarea';
import { loadDraft, saveDraft } from '@/lib/forms';
import { maxLengthOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { productBodyOf, productRules, productTypeTags } from '../product-values';
import { MeasureField } from './measure-field';
import { ProducerField } from './producer-field';

const nameMaxLength = maxLengthOf(CreateProductBody.shape.name) ?? 0;

interface ProductFormProps {
  product?: ProductResponse;
  /** Drafts are kept for a new product only. */
  formKey?: string;
  submitLabel: string;
  successMessage: string;
  save: (body: ProductBody) => Promise<ProductResponse>;
  onSaved: (product: ProductResponse) => void;
  onCancel: () => void;
}

/**
 * Spec §3/§5 product: name, order unit and measure, price (0 is free) and optional stock
 * (required: name, unit, measure, price), producer ("No source"), kinds and free tags,
 * description and an http(s) link.
 */
export function ProductForm({
  product,
  formKey,
  submitLabel,
  successMessage,
  save,
  onSaved,
  onCancel,
}: ProductFormProps) {
  const { t } = useTranslation();
  const tagsId = useId();
  const [initialTags] = useState<string[]>(() => {
    const draft = formKey ? loadDraft(formKey) : null;
    return splitTags(typeof draft?.tags === 'string' ? draft.tags : (product?.tags ?? ''));
  });
  const photos = usePhotoField(product?.photos);
  const form = useForm({
    formKey,
    successMessage,
    rules: productRules,
    onSubmit: (values) => save({ ...productBodyOf(values), photoIds: photos.photoIds }),
    onSuccess: onSaved,
  });
  const formElement = form.formProps.ref;
  const { clearFieldError } = form;
  const onTagsChange = useCallback(
    (tags: string[]) => {
      if (formKey && formElement.current) saveDraft(formKey, formElement.current);
      if (tags.length <= maxTags) clearFieldError('tags');
    },
    [formKey, formElement, clearFieldError],
  );
  const errors = form.fieldErrors;
  return (
    <form
      {...form.formProps}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6"
    >
      <FormField label={t('products.form.name')} required error={errors.name}>
        <Input
          name="name"
          defaultValue={product?.name}
          autoComplete="off"
          maxLength={nameMaxLength + 20}
        />
      </FormField>
      <div className="grid gap-4 xs:grid-cols-2">
        <FormField
          label={t('products.form.unit')}
          required
          error={errors.unit}
          hint={t('products.form.unit_hint')}
        >
          <Input
            name="unit"
            type="number"
            inputMode="numeric"
            min={1}
            defaultValue={product?.unit ?? 1}
          />
        </FormField>
        <MeasureField defaultValue={product?.measure ?? 'pcs'} error={errors.measure} />
        <FormField
          label={t('products.form.price')}
          required
          error={errors.price}
          hint={t('products.form.price_hint')}
        >
          <Input
            name="price"
            type="number"
            inputMode="numeric"
            min={0}
            defaultValue={product?.price}
          />
        </FormField>
        <FormField
          label={t('products.form.stock')}
          error={errors.stock}
          hint={t('products.form.stock_hint')}
        >
          <Input
            name="stock"
            type="number"
            inputMode="numeric"
            min={0}
            defaultValue={product?.stock ?? ''}
          />
        </FormField>
      </div>
      <ProducerField defaultValue={product?.producerId ?? null} error={errors.producerId} />
      <fieldset className="flex flex-col gap-2">
        <legend id={tagsId} className="mb-2 text-sm leading-none font-medium">
          {t('products.form.tags')}
        </legend>
        <TagPicker
          name="tags"
          labelId={tagsId}
          defaultValue={initialTags}
          error={errors.tags}
          onTagsChange={onTagsChange}
          typeTags={productTypeTags}
          typesLabel={t('products.form.kinds')}
          freeLabel={t('products.form.free_tags')}
        />
      </fieldset>
      <PhotoPicker
        initial={product?.photos}
        max={maxPhotosPerItem}
        label={t('photos.picker.label')}
        onChange={photos.onChange}
        error={errors.photoIds}
      />
      <FormField label={t('products.form.description')} error={errors.description}>
        <Textarea name="description" defaultValue={product?.description} rows={4} />
      </FormField>
      <FormField
        label={t('products.form.link')}
        error={errors.link}
        hint={t('posts.form.link_hint')}
      >
        <Input
          name="link"
          type="url"
          inputMode="url"
          defaultValue={product?.link ?? ''}
          placeholder="https://"
          autoComplete="url"
        />
      </FormField>
      <FormMessage message={form.formError} />
      <FormFooter
        submitLabel={submitLabel}
        submitting={form.submitting || photos.uploading}
        submittingLabel={photos.uploading ? t('photos.picker.waiting') : undefined}
        onCancel={onCancel}
      />
    </form>
  );
}
