import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferResponse } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useMoneyFormat } from '@/lib/money';
import { amountOf } from '../order-rules';

interface AmountFieldProps {
  offer: Pick<OfferResponse, 'price' | 'unit' | 'measure'>;
  defaultValue: number;
  max: number;
  error?: string | undefined;
  label?: string;
}

/**
 * An amount of order units: the hint names one unit ("1 unit = 50 dkg") and the running total
 * in forints, updated as the member types; the form itself reads the uncontrolled input.
 */
export function AmountField({ offer, defaultValue, max, error, label }: AmountFieldProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [amount, setAmount] = useState(defaultValue);
  const free = offer.price === 0;
  return (
    <FormField
      label={label ?? t('orders.amount')}
      required
      error={error}
      hint={
        <span className="flex flex-wrap justify-between gap-x-3">
          <span>{t('orders.amount_unit', { unit: money.unit(offer.unit, offer.measure) })}</span>
          <output aria-live="polite" className="font-semibold text-foreground tabular-nums">
            {free
              ? t('orders.running_total_free', {
                  amount: money.unit(amount * offer.unit, offer.measure),
                })
              : t('orders.running_total', { total: money.price(amount * offer.price) })}
          </output>
        </span>
      }
    >
      <Input
        name="amount"
        type="number"
        inputMode="numeric"
        min={1}
        max={max > 0 ? max : undefined}
        step={1}
        defaultValue={defaultValue}
        onInput={(event) => setAmount(amountOf(event.currentTarget.value))}
        className="max-w-40"
      />
    </FormField>
  );
}
