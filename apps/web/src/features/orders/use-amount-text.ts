import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/lib/money';

/**
 * An amount of order units as a buyer reads it: "3 × 50 dkg", or just "2 db" when one unit is
 * one of the measure.
 */
export function useAmountText(): (amount: number, unit: number, measure: string) => string {
  const { t } = useTranslation();
  const { number, unit: unitText } = useMoneyFormat();
  return useCallback(
    (amount, unit, measure) =>
      unit === 1
        ? unitText(amount, measure)
        : t('orders.amount_line', { amount: number(amount), unit: unitText(unit, measure) }),
    [t, number, unitText],
  );
}
