import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reloadSession } from '@/lib/session';
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
    fakeApi({}, { ...me, isAdmin: true });
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
