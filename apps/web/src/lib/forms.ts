import type { TFunction } from 'i18next';
import { readJson, sessionStore } from './storage';

/** Spec §5: forms read at most this many inputs. */
export const maxFormInputs = 100;
const draftPrefix = 'kozos.draft.';

export type FormValue = string | number | boolean | null;
export type FormValues = Record<string, FormValue>;
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function namedFields(form: HTMLFormElement): Field[] {
  const fields = Array.from(form.elements).filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.name !== '' &&
      !(
        element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type)
      ),
  );
  return fields.slice(0, maxFormInputs);
}

/*
 * Times (decision 062): a datetime-local value is a wall-clock time in the browser's zone, with
 * no zone of its own. Spec §5 appends ':00Z', which would store 18:00 typed in Budapest as 18:00
 * UTC and show it as 19:00; the API takes UTC instants, so the value is read as local time and
 * converted (the platform's own parsing: a date-time without an offset is local time).
 */

/** A datetime-local value (`2026-03-29T18:00`) as the UTC instant it names here, '' for none. */
export function toUtcDateTime(value: string): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return instant.toISOString().replace('.000Z', 'Z');
}

/** The browser's IANA time zone (`Europe/Budapest`), for rules kept in wall-clock time. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function readField(field: Field): FormValue {
  if (field instanceof HTMLInputElement) {
    if (field.type === 'checkbox') return field.checked;
    if (field.type === 'number') {
      // Read as typed: 2.5 stays 2.5, so the field's whole-number rule refuses it (parseInt made
      // it 2 and a smaller order went through). Text the browser cannot read as a number (2,5)
      // is NaN, refused the same way; an empty field is null.
      if (field.validity.badInput) return Number.NaN;
      return field.value.trim() === '' ? null : Number(field.value);
    }
    if (field.type === 'datetime-local') return toUtcDateTime(field.value);
  }
  return field.value;
}

/**
 * Reads a form into the API payload (spec §5): numbers from number inputs (their rules ask for
 * integers), UTC datetimes, booleans from checkboxes; `fake_` fields are UI-only (e.g. a tag text
 * box) and skipped.
 */
export function readFormValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const field of namedFields(form)) {
    if (field.name.startsWith('fake_')) continue;
    if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked) values[field.name] = field.value;
      continue;
    }
    values[field.name] = readField(field);
  }
  return values;
}

/** Raw input state for a draft: exactly what the user typed, so it can be put back. */
export function readDraftValues(form: HTMLFormElement): Record<string, string | boolean> {
  const draft: Record<string, string | boolean> = {};
  for (const field of namedFields(form)) {
    if (field instanceof HTMLInputElement && field.type === 'password') continue;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.type === 'checkbox') draft[field.name] = field.checked;
      else if (field.checked) draft[field.name] = field.value;
      continue;
    }
    draft[field.name] = field.value;
  }
  return draft;
}

export function saveDraft(formKey: string, form: HTMLFormElement): void {
  sessionStore.set(draftPrefix + formKey, JSON.stringify(readDraftValues(form)));
}

export function loadDraft(formKey: string): Record<string, string | boolean> | null {
  return readJson<Record<string, string | boolean>>(sessionStore, draftPrefix + formKey);
}

export function clearDraft(formKey: string): void {
  sessionStore.remove(draftPrefix + formKey);
}

/** Puts a saved draft back into the form's inputs; returns whether there was one. */
export function restoreDraft(formKey: string, form: HTMLFormElement): boolean {
  const draft = loadDraft(formKey);
  if (!draft) return false;
  for (const field of namedFields(form)) {
    const saved = draft[field.name];
    if (saved === undefined) continue;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      field.checked = saved === true;
    } else if (field instanceof HTMLInputElement && field.type === 'radio') {
      field.checked = field.value === saved;
    } else if (typeof saved === 'string') {
      field.value = saved;
    }
  }
  return true;
}

/** Spec §5: '$.Name' (the server's JSON path) becomes 'name' to match the input. */
export function normalizeFieldKey(key: string): string {
  return key.startsWith('$.') ? key.slice(2).toLowerCase() : key;
}

const maxLengthPattern = /must be a string with a maximum length of (\d+)/i;
const minLengthPattern = /^min_length_(\d+)$/;

/** Spec §5 server message mapping, then translation when a key exists, else the raw text. */
export function mapServerMessage(message: string, t: TFunction): string {
  const lower = message.toLowerCase();
  if (lower.includes('is required') || lower.includes('the json value could not be converted')) {
    return t('validation.required');
  }
  const maxLength = maxLengthPattern.exec(message)?.[1];
  if (maxLength) return t('validation.max_length', { maxLength: Number(maxLength) });
  const minLength = minLengthPattern.exec(message)?.[1];
  if (minLength) return t('validation.min_length', { minLength: Number(minLength) });
  return t(`message.${message}`, {
    defaultValue: t(`validation.${message}`, { defaultValue: message }),
  });
}

export function mapServerErrors(
  errors: Record<string, string>,
  t: TFunction,
): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    mapped[normalizeFieldKey(key)] = mapServerMessage(message, t);
  }
  return mapped;
}
