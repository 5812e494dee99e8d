import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  loadDraft,
  mapServerErrors,
  mapServerMessage,
  maxFormInputs,
  normalizeFieldKey,
  readFormValues,
  restoreDraft,
  saveDraft,
  toUtcDateTime,
  browserTimeZone,
} from './forms';
import { toLocalInputValue } from './local-input-value';
import { createI18n } from './i18n';

function formFrom(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.append(form);
  return form;
}

beforeEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('readFormValues', () => {
  it('reads number inputs as typed (never cut to an integer) and empty numbers as null', () => {
    const form = formFrom(
      '<input type="number" name="price" value="12"><input type="number" name="amount" value="2.5">' +
        '<input type="number" name="unit" value="">',
    );
    expect(readFormValues(form)).toEqual({ price: 12, amount: 2.5, unit: null });
  });

  // The web tests run in Europe/Budapest (vitest.config.ts): UTC+2 in summer, UTC+1 in winter.
  it('reads datetime-local values as local time and sends the UTC instant', () => {
    const form = formFrom('<input type="datetime-local" name="time" value="2026-05-01T18:30">');
    expect(readFormValues(form)).toEqual({ time: '2026-05-01T16:30:00Z' });
    expect(toUtcDateTime('2026-12-01T18:30')).toBe('2026-12-01T17:30:00Z');
    expect(toUtcDateTime('')).toBe('');
    expect(toUtcDateTime('not a time')).toBe('');
  });

  it('keeps the wall-clock time across the daylight-saving changes', () => {
    // 29 March 2026 and 25 October 2026 are the last Sundays of March and October.
    expect(toUtcDateTime('2026-03-28T18:00')).toBe('2026-03-28T17:00:00Z');
    expect(toUtcDateTime('2026-03-29T18:00')).toBe('2026-03-29T16:00:00Z');
    expect(toUtcDateTime('2026-10-24T18:00')).toBe('2026-10-24T16:00:00Z');
    expect(toUtcDateTime('2026-10-25T18:00')).toBe('2026-10-25T17:00:00Z');
    for (const local of ['2026-03-29T18:00', '2026-10-25T18:00', '2026-07-01T00:15'])
      expect(toLocalInputValue(toUtcDateTime(local))).toBe(local);
    expect(toLocalInputValue(null)).toBe('');
    expect(browserTimeZone()).toBe('Europe/Budapest');
  });

  it('skips fake_ fields and reads checkboxes as booleans', () => {
    const form = formFrom(
      '<input name="fake_tag" value="x"><input name="title" value="Hi"><input type="checkbox" name="on" checked><input type="checkbox" name="off"><textarea name="text">T</textarea><select name="m"><option value="kg" selected>kg</option></select><button name="go">Go</button>',
    );
    expect(readFormValues(form)).toEqual({ title: 'Hi', on: true, off: false, text: 'T', m: 'kg' });
  });

  it('reads only the checked radio', () => {
    const form = formFrom(
      '<input type="radio" name="role" value="a"><input type="radio" name="role" value="b" checked>',
    );
    expect(readFormValues(form)).toEqual({ role: 'b' });
  });

  it(`reads at most ${maxFormInputs} inputs`, () => {
    const inputs = Array.from({ length: 120 }, (_, i) => `<input name="f${i}" value="${i}">`).join(
      '',
    );
    const values = readFormValues(formFrom(inputs));
    expect(Object.keys(values)).toHaveLength(100);
    expect(values.f99).toBe('99');
    expect(values.f100).toBeUndefined();
  });
});

describe('drafts', () => {
  it('save to sessionStorage, restore into the inputs and clear', () => {
    const form = formFrom(
      '<input name="title" value="Almák"><input type="checkbox" name="on" checked><input type="password" name="pw" value="secret">',
    );
    saveDraft('post', form);
    expect(loadDraft('post')).toEqual({ title: 'Almák', on: true });

    const fresh = formFrom(
      '<input name="title"><input type="checkbox" name="on"><input type="password" name="pw">',
    );
    expect(restoreDraft('post', fresh)).toBe(true);
    expect(readFormValues(fresh)).toEqual({ title: 'Almák', on: true, pw: '' });

    clearDraft('post');
    expect(loadDraft('post')).toBeNull();
    expect(restoreDraft('post', fresh)).toBe(false);
  });

  it('keep drafts per form key', () => {
    saveDraft('a', formFrom('<input name="x" value="1">'));
    saveDraft('b', formFrom('<input name="x" value="2">'));
    expect(loadDraft('a')).toEqual({ x: '1' });
    expect(loadDraft('b')).toEqual({ x: '2' });
  });
});

describe('server message mapping', () => {
  const en = createI18n('en').t;
  const hu = createI18n('hu').t;

  it("maps 'is required' and JSON conversion failures to 'this field is required'", () => {
    expect(mapServerMessage('Name is required', en)).toBe('This field is required');
    expect(mapServerMessage('The JSON value could not be converted to System.Int32', en)).toBe(
      'This field is required',
    );
    expect(mapServerMessage('name is required', hu)).toBe('Ez a mező kötelező');
  });

  it('maps the maximum length message with its limit', () => {
    expect(mapServerMessage('must be a string with a maximum length of 40', en)).toBe(
      'This field can be maximum 40 characters long',
    );
    expect(mapServerMessage('must be a string with a maximum length of 5', hu)).toBe(
      'Ez a mező legfeljebb 5 karakter hosszú lehet',
    );
  });

  it('translates known keys and shows unknown messages raw', () => {
    expect(mapServerMessage('invalid_email', en)).toBe('Invalid email address');
    expect(mapServerMessage('username_taken', en)).toBe('The username is already taken');
    expect(mapServerMessage('min_length_6', en)).toBe(
      'This field must be at least 6 characters long',
    );
    expect(mapServerMessage('Something odd happened', en)).toBe('Something odd happened');
  });

  it('names a NUL byte the server refused (decision 050) in both languages', () => {
    expect(mapServerMessage('invalid_character', en)).toBe(
      'Contains a character that is not allowed',
    );
    expect(mapServerMessage('invalid_character', hu)).toBe('Nem megengedett karaktert tartalmaz');
  });

  it('names a line break the server refused in a one-line field (decision 123) in both languages', () => {
    expect(mapServerMessage('control_character', en)).toBe(
      'Write it on one line, without line breaks or tabs',
    );
    expect(mapServerMessage('control_character', hu)).toBe(
      'Egy sorba írd, sortörés és tabulátor nélkül',
    );
  });

  it("strips '$.' from field keys and lowercases them", () => {
    expect(normalizeFieldKey('$.Name')).toBe('name');
    expect(normalizeFieldKey('description')).toBe('description');
    expect(
      mapServerErrors(
        { '$.Price': 'Price is required', title: 'must be a string with a maximum length of 3' },
        en,
      ),
    ).toEqual({
      price: 'This field is required',
      title: 'This field can be maximum 3 characters long',
    });
  });
});
