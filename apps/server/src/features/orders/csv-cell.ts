/*
 * Formula injection (issue 22.2, OWASP "CSV Injection"): a spreadsheet evaluates a cell that
 * begins with = + - @, a tab or a carriage return, even when it is quoted, so a buyer named
 * `=HYPERLINK(…)` would run in the dealer's spreadsheet. Such a text is prefixed with `'`, which
 * the spreadsheet shows as text. Numbers are written as numbers (ours are never negative).
 */
const formulaStart = /^[=+\-@\t\r]/;

/** The text as a spreadsheet shows it, never as a formula. */
export function neutraliseFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}
