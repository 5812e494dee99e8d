import { useTranslation } from 'react-i18next';
import type { OfferResponse } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { useMoneyFormat } from '@/lib/money';
import { useForm } from '@/lib/use-form';
import { usePatchOffer } from '../api/offers';
import { offerEditRules } from '../offer-rules';
import { OfferPlaceField } from './offer-place-field';

interface OfferEditFormProps {
  offer: OfferResponse;
  /** What buyers have ordered: the least the total may be (spec §5). */
  orderedAmount: number;
  /** The order unit for the label, e.g. "50 dkg" (from the address, or the offer). */
  unit: number;
  measure: string;
  onSaved: (offer: OfferResponse) => void;
  onCancel: () => void;
}

/**
 * `PATCH /api/Offer {id, totalAmount, pickupPlace}` (spec §7, decision 077): the amount on offer,
 * whose label names the ordered minimum (spec §5), and the pick-up place (empty: none). The
 * server refuses below the ordered amount and after the deadline.
 */
export function OfferEditForm({
  offer,
  orderedAmount,
  unit,
  measure,
  onSaved,
  onCancel,
}: OfferEditFormProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const patch = usePatchOffer();
  const form = useForm({
    rules: offerEditRules(orderedAmount),
    successMessage: 'Offer_edited',
    onSubmit: (values) =>
      patch.mutateAsync({
        id: offer.id,
        totalAmount: typeof values.totalAmount === 'number' ? values.totalAmount : 0,
        pickupPlace: typeof values.pickupPlace === 'string' ? values.pickupPlace || null : null,
      }),
    onSuccess: onSaved,
  });
  const label =
    orderedAmount > 0
      ? t('offers.edit.amount_min', { min: money.number(orderedAmount) })
      : t('offers.form.total_amount');
  return (
    <form
      {...form.formProps}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6"
    >
      <FormField
        label={label}
        required
        error={form.fieldErrors.totalAmount}
        hint={t('offers.edit.amount_hint', { unit: money.unit(unit, measure) })}
      >
        <Input
          name="totalAmount"
          type="number"
          inputMode="numeric"
          min={Math.max(1, orderedAmount)}
          defaultValue={offer.totalAmount}
        />
      </FormField>
      <OfferPlaceField
        error={form.fieldErrors.pickupPlace}
        defaultValue={offer.pickupPlace}
        hint={t('offers.edit.pickup_place_hint')}
      />
      <FormMessage message={form.formError} />
      <FormFooter submitLabel={t('common.save')} submitting={form.submitting} onCancel={onCancel} />
    </form>
  );
}
