import type { FormValue, FormValues } from './forms';

/** A client-side message of spec §5: a locale key plus its interpolation values. */
export interface ValidationMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type Rule = (value: FormValue, values: FormValues) => ValidationMessage | null;
export type Rules = Record<string, Rule[]>;

function isEmpty(value: FormValue): boolean {
  return value === null || value === '' || value === false;
}

function toTime(value: FormValue): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const rules = {
  required: (): Rule => (value) => (isEmpty(value) ? { key: 'validation.required' } : null),
  maxLength:
    (maxLength: number): Rule =>
    (value) =>
      typeof value === 'string' && value.length > maxLength
        ? { key: 'validation.max_length', values: { maxLength } }
        : null,
  minLength:
    (minLength: number): Rule =>
    (value) =>
      typeof value === 'string' && value !== '' && value.length < minLength
        ? { key: 'validation.min_length', values: { minLength } }
        : null,
  sameAs:
    (otherField: string, key: string): Rule =>
    (value, values) =>
      value !== (values[otherField] ?? null) ? { key } : null,
  greaterThanZero: (): Rule => (value) =>
    typeof value === 'number' && value <= 0
      ? { key: 'validation.value_must_be_greater_than_zero' }
      : null,
  notNegative: (): Rule => (value) =>
    typeof value === 'number' && value < 0 ? { key: 'validation.cant_be_negative' } : null,
  email: (): Rule => (value) =>
    typeof value === 'string' && value !== '' && !emailPattern.test(value)
      ? { key: 'validation.invalid_email' }
      : null,
  atLeastOrdered:
    (ordered: number): Rule =>
    (value) =>
      typeof value === 'number' && value < ordered
        ? { key: 'validation.amount_lower_than_ordered' }
        : null,
  inFuture:
    ({
      now = Date.now,
      key = 'validation.deadline_passed',
    }: { now?: () => number; key?: string | undefined } = {}): Rule =>
    (value) => {
      const time = toTime(value);
      return time !== null && time <= now() ? { key } : null;
    },
  notAfter:
    (otherField: string, key: string): Rule =>
    (value, values) => {
      const time = toTime(value);
      const other = toTime(values[otherField] ?? null);
      return time !== null && other !== null && time > other ? { key } : null;
    },
};

/** Runs each field's rules in order and keeps the first failure per field. */
export function validateValues(
  values: FormValues,
  fieldRules: Rules,
): Record<string, ValidationMessage> {
  const failures: Record<string, ValidationMessage> = {};
  for (const [field, checks] of Object.entries(fieldRules)) {
    for (const check of checks) {
      const failure = check(values[field] ?? null, values);
      if (failure) {
        failures[field] = failure;
        break;
      }
    }
  }
  return failures;
}
