import { z } from 'zod';

/*
 * The one string type of the contract (decision 050). PostgreSQL cannot store U+0000 in text
 * (error 22021), so a NUL byte reaching a query would end in a 500; refusing it here makes it a
 * 400 field error wherever text enters, in every field present and future. Every string schema
 * of the contract is built from `text()` — never a bare `z.string()` (a test walks them) —
 * and the server checks Better Auth's bodies with the same rule (`containsNul`).
 *
 * One-line fields (names, titles, tags, …) are `oneLine()`: text without line breaks, tabs or
 * other control characters (decision 123), so nothing a user types can start a new line in a
 * mail, a header or a CSV row. Descriptions, comments and reasons stay `text()`.
 */

/** The message a field gets for a NUL byte: a message key, translated as `message.<key>`. */
export const invalidCharacterMessage = 'invalid_character';

/** True when `value` holds U+0000, which no text column can store. */
export function containsNul(value: string): boolean {
  return value.includes('\u0000');
}

/** The check every contract string carries; `hasTextCheck` recognizes it. */
const noNul = z.refine<string>((value) => !containsNul(value), {
  message: invalidCharacterMessage,
});

/** A string without NUL bytes; chain `.trim()`, `.min()`, `.max()` … as on `z.string()`. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(noNul);
}

/** The message a one-line field gets for a line break, tab or other control character. */
export const controlCharacterMessage = 'control_character';

/** Control characters (C0, DEL, C1 — CR, LF, tab, NEL among them) and U+2028/U+2029. */
const controlCharacter = /[\p{Cc}\u2028\u2029]/u;

/** True when `value` holds a line break, tab or other control character. */
export function containsControlCharacter(value: string): boolean {
  return controlCharacter.test(value);
}

const noControlCharacter = z.refine<string>((value) => !containsControlCharacter(value), {
  message: controlCharacterMessage,
});

/**
 * A one-line string: {@link text} that also refuses line breaks, tabs and other control
 * characters, before any `.trim()` chained after it (a trailing newline is refused, not cut).
 */
export function oneLine(params?: Parameters<typeof z.string>[0]) {
  return text(params).check(noControlCharacter);
}

/** Whether a string schema was built by {@link oneLine}. */
export function hasOneLineCheck(schema: z.ZodString): boolean {
  return (schema._zod.def.checks ?? []).includes(noControlCharacter);
}

/** Whether a string schema was built by {@link text} (for the test that no field forgets it). */
export function hasTextCheck(schema: z.ZodString): boolean {
  return (schema._zod.def.checks ?? []).includes(noNul);
}
