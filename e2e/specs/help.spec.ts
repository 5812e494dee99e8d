import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { pageFor } from '../support/pages';
import { createMember, newUser } from '../support/users';

// Issue 16: a screen's help, in a dialog, and from it feedback about that screen.

test('help opens on screens with their own texts, the cart (signed-in texts) among them', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, newUser('kivancsi'));
  const group = await callApi<{ id: string }>(request, member.token, 'POST', '/Group', {
    name: 'Kert utca',
  });
  const page = await pageFor(browser, member.token);
  const help = page.getByRole('dialog', { name: 'Help' });
  for (const [path, text] of [
    ['/groups', /The groups you belong to/],
    [`/groups/${group.id}/details`, /The group's description and members/],
    ['/settings', /download all your data here/],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Help' }).click();
    await expect(help.getByText(text)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  }
  // A screen's help loads with the signed-in texts (the cart's, issue 13), never "[help./cart]".
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(help.getByText(/Your open orders and the free offers you accepted/)).toBeVisible();
  await expect(help).not.toContainText('[help.');
  // From the dialog to feedback about the screen.
  await help.getByRole('link', { name: 'Send feedback about this screen' }).click();
  await expect(page.getByLabel('About the screen')).toHaveValue('/cart');
});
