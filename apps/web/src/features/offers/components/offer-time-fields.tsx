import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toLocalInputValue } from '@/lib/local-input-value';

/**
 * The three times of an offer, typed in the browser's zone (decision 062): the order deadline,
 * when the dealer buys from the source (theirs alone), the delivery; then `children` (the
 * pick-up place, which belongs with the delivery).
 */
export function OfferTimeFields({
  errors,
  children,
}: {
  errors: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const now = toLocalInputValue(new Date());
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-base font-semibold">{t('offers.form.times')}</legend>
      <div className="grid gap-4 xs:grid-cols-2">
        <FormField
          label={t('offers.order_deadline')}
          required
          error={errors.orderDeadline}
          hint={t('offers.form.deadline_hint')}
        >
          <Input name="orderDeadline" type="datetime-local" min={now} />
        </FormField>
        <FormField label={t('offers.delivery')} required error={errors.delivery}>
          <Input name="delivery" type="datetime-local" min={now} />
        </FormField>
        <FormField
          label={t('offers.form.purchase_time')}
          error={errors.purchaseTime}
          hint={t('offers.form.purchase_hint')}
        >
          <Input name="purchaseTime" type="datetime-local" />
        </FormField>
      </div>
      {children}
    </fieldset>
  );
}
