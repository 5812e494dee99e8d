import { currencyLabel } from '@kozos/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Prices are whole forints (decision 075), shown with the spec's label `ft` in both languages:
 * "1 200 ft" in Hungarian, "1,200 ft" in English. Hungarian leaves four-digit numbers ungrouped
 * by default (CLDR's minimum grouping digits); a shop groups them always, as the spec's example.
 */

const locales: Record<string, string> = { hu: 'hu-HU', en: 'en-GB' };
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: string): Intl.NumberFormat {
  const locale = locales[language] ?? locales.en ?? 'en-GB';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** A whole number in the language's digits grouping ("12 500", "12,500"). */
export function formatNumber(value: number, language: string): string {
  return formatterFor(language).format(value);
}

/** An amount of forints: "1 200 ft" (hu), "1,200 ft" (en); the space does not break. */
export function formatForints(amount: number, language: string): string {
  return `${formatNumber(amount, language)}\u00a0${currencyLabel}`;
}

/** An order unit: "50 dkg", "1 db"; a known measure in the reader's language, a custom one as typed. */
export function formatUnit(
  unit: number,
  measure: string,
  translate: (key: string, options: { defaultValue: string }) => string,
  language: string,
): string {
  return `${formatNumber(unit, language)}\u00a0${translate(`measure.${measure}`, { defaultValue: measure })}`;
}

/** What a price is per: "50 dkg", or just "db" when one unit is one of the measure. */
export function formatPriceUnit(
  unit: number,
  measure: string,
  translate: (key: string, options: { defaultValue: string }) => string,
  language: string,
): string {
  if (unit === 1) return translate(`measure.${measure}`, { defaultValue: measure });
  return formatUnit(unit, measure, translate, language);
}

/** Price, number and unit formatters in the shown language. */
export function useMoneyFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return {
    price: useCallback((amount: number) => formatForints(amount, language), [language]),
    /** A sum that can be nothing but free offers: Free, as each of its lines says, not "0 ft". */
    total: useCallback(
      (amount: number) => (amount === 0 ? t('offers.free') : formatForints(amount, language)),
      [t, language],
    ),
    number: useCallback((value: number) => formatNumber(value, language), [language]),
    unit: useCallback(
      (unit: number, measure: string) => formatUnit(unit, measure, t, language),
      [t, language],
    ),
    priceUnit: useCallback(
      (unit: number, measure: string) => formatPriceUnit(unit, measure, t, language),
      [t, language],
    ),
  };
}
