import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { registerLanguage } from '@/lib/i18n';
import { reloadSession } from '@/lib/session';
import en from '@/locales/en';
import enSignedIn from '@/locales/en/signed-in';
import { fakeApi, me, ok } from '../test/fake-api';
import { setUpAppTest } from '../test/app-test-setup';
import { renderApp } from '../test/render-app';

setUpAppTest();

async function openHelp() {
  fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
  return screen.findByRole('dialog', { name: 'Help' });
}

describe('the help dialog', () => {
  it("shows the help of the screen's route pattern, and offers feedback about this screen", async () => {
    fakeApi({ 'GET /api/Group': () => ok([]) });
    renderApp('/groups');
    const dialog = await openHelp();
    expect(within(dialog).getByText(/The groups you belong to/)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Send feedback about this screen' }),
    ).toHaveProperty('href', expect.stringContaining('/feedback?path=%2Fgroups'));
    expect(within(dialog).queryByRole('link', { name: 'Edit this help text' })).toBeNull();
  });

  it('says in words when a screen has no help yet, and lets a site administrator write it', async () => {
    // Every screen has its help (help-texts.test.ts): the cart's is taken away for this test.
    const { 'help./cart': _cartHelp, ...withoutCartHelp } = { ...en, ...enSignedIn };
    registerLanguage('en', withoutCartHelp);
    onTestFinished(() => registerLanguage('en', { ...en, ...enSignedIn }));
    fakeApi({ 'GET /api/Order': () => ok([]) }, { ...me, isAdmin: true });
    renderApp('/cart');
    const dialog = await openHelp();
    expect(within(dialog).getByText(/There is no help for this screen yet/)).toBeTruthy();
    expect(dialog.textContent).not.toContain('[help.');
    expect(
      within(dialog).getByRole('link', { name: 'Write the help of this screen' }),
    ).toHaveProperty('href', expect.stringContaining('/addtext?key=help.%2Fcart'));
  });

  it('is on public screens too, signed out', async () => {
    localStorage.removeItem('kozos.session');
    reloadSession();
    fakeApi({}, null);
    renderApp('/register');
    const dialog = await openHelp();
    expect(within(dialog).getByText(/Create your account with your e-mail address/)).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});
