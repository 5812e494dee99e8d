/*
 * The contract's plain values, free of zod: the login screen reads languages, themes, date
 * formats and the version without downloading the schema library (decision 058).
 */

/** Interface languages (spec §1, §9): Hungarian and English, English by default. */
export const languages = ['hu', 'en'] as const;
export const defaultLanguage: (typeof languages)[number] = 'en';

export const themes = ['light', 'dark', 'system'] as const;
export const defaultTheme: (typeof themes)[number] = 'system';

/** Date formats of spec §3; an empty string on the user means the default. */
export const dateFormats = ['YYYY. MM. DD.', 'YYYY/MM/DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export const defaultDateFormat: (typeof dateFormats)[number] = 'YYYY. MM. DD.';
/** Each format as a date-fns pattern (the web and the server's push and mail texts share it). */
export const dateFormatPatterns: Record<(typeof dateFormats)[number], string> = {
  'YYYY. MM. DD.': 'yyyy. MM. dd.',
  'YYYY/MM/DD': 'yyyy/MM/dd',
  'DD/MM/YYYY': 'dd/MM/yyyy',
  'MM/DD/YYYY': 'MM/dd/yyyy',
};

/** Currency label shown next to prices (spec §9). */
export const currencyLabel = 'ft';
/** The version label shown in the right navigation (spec §1). */
export const appVersion = '0.12.0';

/** The longest e-mail address (RFC 5321) and password the server accepts. */
export const emailMaxLength = 254;
export const passwordMaxLength = 128;
