import { expect, test } from '../support/fixtures';
import { viewports } from '../support/screenshots';
import { signIn } from '../support/users';

// Log out sits in the right sidebar on a desktop.
test.use({ viewport: viewports.desktop });

test('change password: the new one signs in, the old one no longer does', async ({
  page,
  member,
}) => {
  await page.goto('/changepassword');
  await page.getByLabel('Current password').fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill('changed-secret-1');
  await page.getByLabel('Repeat new password').fill('changed-secret-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed').first()).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  // Settings has an "E-mail" switch too: sign in once the login screen has replaced it.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn(page, member);
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await signIn(page, { email: member.email, password: 'changed-secret-1' });
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
});

test('delete account: refused with a wrong password, then the account is gone', async ({
  page,
  member,
}) => {
  await page.goto('/deleteaccount');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByLabel('Reason').fill('Moving away');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Incorrect password')).toBeVisible();

  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn(page, member);
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
});

test('profile and settings show and save the user', async ({ page, member }) => {
  await page.goto('/user');
  await expect(page.getByText(member.name).first()).toBeVisible();
  await expect(page.getByText(`@${member.username}`)).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();

  await page.goto('/settings');
  // A consumer has no producer details; choosing the producer role shows them (issue 23.6).
  await expect(page.getByLabel('Phone')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Producer' }).click();
  await expect(page.getByRole('heading', { name: 'Producer details' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Send me offer reports' })).toBeChecked();
  const details = page.locator('form').filter({ has: page.getByLabel('Phone') });
  await details.getByLabel('Phone').fill('+36 1 234 5678');
  // Settings now has a profile form (name, username) with its own Save above the details.
  await details.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await page.goto('/user');
  await expect(page.getByText('+36 1 234 5678')).toBeVisible();
});
