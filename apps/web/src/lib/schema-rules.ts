import { z } from 'zod';
import { forintSchemas } from '@kozos/contract';
import type { FormValue } from './forms';
import type { Rule, Rules, ValidationMessage } from './validation';

/*
 * A form's field rules read off the contract's zod schemas (issue 10 §6), so a limit, a required
 * field or a link rule is stated once, where the server also enforces it. The issue → message
 * mapping mirrors the server's (spec §5): an empty text is "required", a too-long text names its
 * limit, a rule's own message key (`invalid_link`, `invalid_username`) is shown as
 * `validation.<key>`.
 */

type Field = z.ZodType;

const messageKeyPattern = /^[a-z][a-z_]*$/;

function lengthMessage(issue: z.core.$ZodIssue): ValidationMessage {
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return { key: 'validation.max_length', values: { maxLength: Number(issue.maximum) } };
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    const minLength = Number(issue.minimum);
    return minLength <= 1
      ? { key: 'validation.required' }
      : { key: 'validation.min_length', values: { minLength } };
  }
  return { key: 'validation.invalid_value' };
}

/** A number below its minimum, named as the server names it (spec §5). */
function numberMessage(issue: z.core.$ZodIssueTooSmall): ValidationMessage {
  const minimum = Number(issue.minimum);
  if (minimum === 0 && issue.inclusive === false) {
    return { key: 'validation.value_must_be_greater_than_zero' };
  }
  if (minimum === 0) return { key: 'validation.cant_be_negative' };
  if (minimum === 1) return { key: 'validation.value_must_be_greater_than_zero' };
  return { key: 'validation.invalid_value' };
}

/**
 * A number above its maximum names the maximum, as money when the field is forints (#23.10);
 * the texts format it with i18next's Intl number format (`{{max, number}}`: "100 000 000",
 * "100,000,000"), which keeps lib/money.ts off the login route's budget (decision 064).
 */
function maximumMessage(issue: z.core.$ZodIssueTooBig, money: boolean): ValidationMessage {
  const max = Number(issue.maximum);
  return { key: money ? 'validation.max_price' : 'validation.max_value', values: { max } };
}

/** The spec §5 message of one zod issue; `money`: the field's numbers are forints. */
export function messageOfIssue(issue: z.core.$ZodIssue, money = false): ValidationMessage {
  if (issue.code === 'too_small' && issue.origin === 'number') return numberMessage(issue);
  if (issue.code === 'too_big' && issue.origin === 'number') return maximumMessage(issue, money);
  if (issue.code === 'too_big' || issue.code === 'too_small') return lengthMessage(issue);
  // 2.5 or unreadable text (NaN) in a number field: every amount and price is whole.
  if (issue.code === 'invalid_type' && (issue.expected === 'int' || issue.expected === 'number')) {
    return { key: 'validation.whole_number' };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') {
    return { key: 'validation.invalid_email' };
  }
  if (messageKeyPattern.test(issue.message)) return { key: `validation.${issue.message}` };
  return { key: 'validation.invalid_value' };
}

// Not trimmed: a password may be spaces; a trimming schema reports blank text as too short.
function isBlank(value: FormValue): boolean {
  return value === null || value === '';
}

/**
 * One rule checking a form value against a contract field: a blank value is "required" unless
 * the field is optional (then it is fine: the form sends '' for "none"), anything else must pass
 * the field's schema. `required` overrides what the schema says, e.g. for a PATCH body's field
 * that this form always asks for.
 */
export function ruleOf(field: Field, required = !field.safeParse(undefined).success): Rule {
  const money = isForints(field);
  return (value) => {
    if (isBlank(value)) return required ? { key: 'validation.required' } : null;
    const result = field.safeParse(value);
    const issue = result.success ? undefined : result.error.issues[0];
    return issue ? messageOfIssue(issue, money) : null;
  };
}

/** The rules of every field of a contract body (use `.pick`/`.omit`/`.required` to shape it). */
export function rulesOf(body: z.ZodObject): Rules {
  const fieldRules: Rules = {};
  for (const [name, field] of Object.entries<Field>(body.shape)) {
    fieldRules[name] = [ruleOf(field)];
  }
  return fieldRules;
}

function innerOf(field: Field): Field | null {
  const wrapped =
    field instanceof z.ZodOptional ||
    field instanceof z.ZodNullable ||
    field instanceof z.ZodDefault;
  if (wrapped) return field.unwrap() as Field;
  if (field instanceof z.ZodPipe) return field.in as Field;
  return null;
}

/** Whether a field (optional, nullable …) is one of the contract's amounts of forints. */
function isForints(field: Field): boolean {
  for (let current: Field | null = field; current; current = innerOf(current)) {
    if (forintSchemas.has(current)) return true;
  }
  return false;
}

/** A text field's maximum length from its schema (for an input's `maxLength`), if it has one. */
export function maxLengthOf(field: Field): number | undefined {
  let current: Field | null = field;
  while (current && !(current instanceof z.ZodString)) current = innerOf(current);
  return current?.maxLength ?? undefined;
}
