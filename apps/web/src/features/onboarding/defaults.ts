/** Spec §1/§9: prices are in forint; HUF is shown as "ft". */
export const defaultCurrency = 'HUF';

/** The currencies offered in a list, forint first (spec §9: the currency label is ft). */
export const currencyChoices = ['HUF', 'EUR', 'USD', 'GBP', 'CHF', 'CZK', 'PLN', 'RON'] as const;
