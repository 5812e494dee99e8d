import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TranslationRow, TranslationSummary } from '@kozos/contract';
import { fakeApi, me, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const admin = { ...me, isAdmin: true };

const rows: TranslationRow[] = [
  {
    key: 'nav.home',
    hu: 'Kezdőlap',
    en: 'Home',
    fileHu: 'Főoldal',
    fileEn: 'Home',
    editedTime: '2026-03-01T10:00:00.000Z',
  },
  {
    key: 'nav.posts',
    hu: 'Bejegyzések',
    en: 'Posts',
    fileHu: 'Bejegyzések',
    fileEn: 'Posts',
    editedTime: null,
  },
];

function summary(changes: Partial<TranslationSummary> = {}): TranslationSummary {
  return {
    total: 2,
    changed: 1,
    missing: 0,
    lastEditTime: '2026-03-01T10:00:00.000Z',
    lastEditedBy: { id: 'u1', name: 'Anna Kiss', username: 'anna' },
    ...changes,
  };
}

function serveEditor(changes: Partial<TranslationSummary> = {}) {
  return fakeApi(
    {
      'GET /api/Translation/Summary': () => ok(summary(changes)),
      'GET /api/Translation/Keys': (call) => ok(Number(call.query.get('skip')) > 0 ? [] : rows),
      'PATCH /api/Translation': (call) => ok({ ...rows[1], ...(call.body as object) }),
      'GET /api/Translation/Changes': () => ok({ 'hu/app.json': { 'nav.home': 'Kezdőlap' } }),
      'DELETE /api/Translation/Changes': () => ok({ restored: 1, removed: 0 }),
      'POST /api/Translation': () => ({
        status: 409,
        body: {
          message: 'translation_exists',
          status: 409,
          errors: { key: ['translation_exists'] },
        },
      }),
    },
    admin,
  );
}

describe('the translation editor', () => {
  it('tells a member who is not a site administrator whose screen it is, and asks nothing', async () => {
    const calls = fakeApi({});
    renderApp('/languageconfig');
    expect(await screen.findByText('For site administrators only')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send feedback instead' })).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/Translation'))).toBe(false);
  });

  it('shows the counts, the last change and each key with both texts and the files’ own', async () => {
    serveEditor();
    renderApp('/languageconfig');
    expect(await screen.findByText('2 texts, 1 changed')).toBeTruthy();
    expect(screen.getByText(/Last change by Anna Kiss/)).toBeTruthy();
    const row = await screen.findByRole('form', { name: 'nav.home' });
    expect(within(row).getByLabelText(/Magyar/)).toHaveProperty('value', 'Kezdőlap');
    expect(within(row).getByText("The app's own: Főoldal")).toBeTruthy();
    expect(within(row).getByText('Changed')).toBeTruthy();
    // Nothing is missing: the reset is disabled, and the line below says why.
    expect(screen.getByRole('button', { name: 'Reset missing keys' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('No keys are missing.')).toBeTruthy();
  });

  it('saves one row with both texts, and refuses an emptied text on the field', async () => {
    const calls = serveEditor();
    renderApp('/languageconfig');
    const row = await screen.findByRole('form', { name: 'nav.posts' });
    const english = within(row).getByLabelText(/English/);
    fireEvent.change(english, { target: { value: '' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('This field is required')).toBeTruthy();
    fireEvent.change(english, { target: { value: 'Notes' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    const save = calls.find((call) => call.method === 'PATCH');
    expect(save?.body).toEqual({ key: 'nav.posts', hu: 'Bejegyzések', en: 'Notes' });
  });

  it('copies the changes as JSON by locale file', async () => {
    serveEditor();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp('/languageconfig');
    await screen.findByText('2 texts, 1 changed');
    fireEvent.click(screen.getByRole('button', { name: 'Copy changes' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(JSON.parse(String((writeText.mock.calls[0] as unknown[])[0]))).toEqual({
      'hu/app.json': { 'nav.home': 'Kezdőlap' },
    });
  });

  it('deletes all changes only after a confirmation', async () => {
    const calls = serveEditor();
    renderApp('/languageconfig');
    await screen.findByText('2 texts, 1 changed');
    fireEvent.click(screen.getByRole('button', { name: 'Delete all changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete every change?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('disables copying and deleting while nothing is changed, and says why', async () => {
    serveEditor({ changed: 0, lastEditTime: null, lastEditedBy: null });
    renderApp('/languageconfig');
    expect(
      await screen.findByText(/Copying and deleting changes wait for a first edit/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy changes' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete all changes' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('adding a text', () => {
  it('takes the key from the address and shows a taken key on its field', async () => {
    serveEditor();
    renderApp('/addtext?key=help./groups/join');
    const key = await screen.findByLabelText(/Key/);
    expect(key).toHaveProperty('value', 'help./groups/join');
    fireEvent.change(screen.getByLabelText(/Magyar/), { target: { value: 'Belépés' } });
    fireEvent.change(screen.getByLabelText(/English/), { target: { value: 'Join' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add text' }));
    expect(await screen.findByText('A text with this key exists already')).toBeTruthy();
    expect(screen.getByLabelText(/Magyar/)).toHaveProperty('value', 'Belépés');
  });
});
