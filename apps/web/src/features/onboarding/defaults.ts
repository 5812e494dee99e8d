/** Spec §1/§9: prices are in forint; HUF is shown as "ft". */
export const defaultCurrency = 'HUF';
