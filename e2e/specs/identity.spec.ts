import { expect, test, type Page } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { linkIn, waitForMail } from '../support/mail';
import {
  chooseUsername,
  createMember,
  identityHeaders,
  newUser,
  registerVerified,
  signIn,
  signInByApi,
} from '../support/users';

/** The last onboarding step: Go to the app opens the home page at `/`. */
async function goToTheApp(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/start\/success$/);
  await page.getByRole('button', { name: 'Go to the app' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
}

test('register, verify from the mail, sign in and onboard as a consumer', async ({
  page,
  request,
}) => {
  const user = newUser('consumer');
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const mail = await waitForMail(request, user.email, /confirm/i);
  await page.goto(linkIn(mail, 'verify-email'));
  await expect(page).toHaveURL(/verified=1/);
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  await signIn(page, user);
  await expect(page).toHaveURL(/\/start$/);
  await page.getByRole('button', { name: 'Get started' }).click();
  await chooseUsername(page, user);
  await page.getByRole('radio', { name: /Consumer/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  // The consumer's fourth step stays even with no invitation waiting: five steps on every path.
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await expect(page.getByText(/No invitation is waiting for you/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await goToTheApp(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
});

test('onboarding as a distributor asks for a currency and ends on the home feed', async ({
  page,
  request,
}) => {
  // A member of a circle with a post before onboarding, so home shows the feed.
  const [admin, user] = [await createMember(request, newUser('admin')), newUser('dealer')];
  const group = await callApi<{ id: string }>(request, admin.token, 'POST', '/Group', {
    name: `Piac ${admin.username}`,
    description: 'Saturday market',
  });
  await callApi(request, admin.token, 'POST', '/Post', {
    groupId: group.id,
    title: 'Fresh bread on Saturday',
    description: 'Sourdough loaves from the bakery next door.',
    tags: 'system.food',
  });
  await registerVerified(request, user);
  await joinByLink(request, admin.token, group.id, await signInByApi(request, user));

  await page.goto('/');
  await signIn(page, user);
  await page.getByRole('button', { name: 'Get started' }).click();
  await chooseUsername(page, user);
  await page.getByRole('radio', { name: /Distributor/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/start\/role\/distributor$/);
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  // A list, forint first, rather than a free-text box.
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveText(/HUF/);
  await page.getByRole('button', { name: 'Next' }).click();
  await goToTheApp(page);
  const feed = page.getByRole('region', { name: 'Feed' });
  await expect(feed.getByRole('article', { name: 'Fresh bread on Saturday' })).toBeVisible();
});

test('onboarding as unsure goes the consumer way and ends on the home page', async ({
  page,
  request,
}) => {
  const user = newUser('unsure');
  await registerVerified(request, user);
  await page.goto('/');
  await signIn(page, user);
  await page.getByRole('button', { name: 'Get started' }).click();
  await chooseUsername(page, user);
  await page.getByRole('radio', { name: /Unsure/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/start\/role\/consumer$/);
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await goToTheApp(page);
});

test('onboarding as a source asks for company, phone and offer reports', async ({
  page,
  request,
}) => {
  const user = newUser('producer');
  await registerVerified(request, user);
  await page.goto('/');
  await signIn(page, user);
  await page.getByRole('button', { name: 'Get started' }).click();
  await chooseUsername(page, user);
  await page.getByRole('radio', { name: /Producer/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/start\/role\/producer$/);
  await page.getByLabel('Company').fill('Kert Kft.');
  await page.getByLabel('Phone').fill('+36 30 123 4567');
  await page.getByRole('switch', { name: 'Send me offer reports' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await goToTheApp(page);
  await page.goto('/user');
  await expect(page.getByText('Kert Kft.')).toBeVisible();
  await expect(page.getByText('+36 30 123 4567')).toBeVisible();
});

test('a taken username is refused with a clear message', async ({ page, request }) => {
  const first = newUser('first');
  await registerVerified(request, first);
  const token = await signInByApi(request, first);
  await request.patch('/api/User', {
    headers: { authorization: `Bearer ${token}` },
    data: { username: first.username, name: first.name },
  });

  const second = newUser('second');
  await registerVerified(request, second);
  await page.goto('/');
  await signIn(page, second);
  await page.getByRole('button', { name: 'Get started' }).click();
  await page.getByLabel('Username').fill(first.username.toUpperCase());
  await page.getByLabel('Name', { exact: true }).fill(second.name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The username is already taken')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(second.name);
});

test('a wrong password and an unverified address are refused with clear messages', async ({
  page,
  request,
}) => {
  const user = newUser('careless');
  await page.goto('/');
  await request.post('/api/auth/sign-up/email', {
    headers: identityHeaders(),
    data: { name: '', email: user.email, password: user.password },
  });
  await signIn(page, user);
  await expect(page.getByText(/not verified/i)).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await waitForMail(request, user.email, /confirm/i);

  await signIn(page, { email: user.email, password: 'not-the-password' });
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
});

test('forgot password: the mailed link sets a new password that signs in', async ({
  page,
  request,
}) => {
  const user = newUser('forgetful');
  await registerVerified(request, user);
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();

  const mail = await waitForMail(request, user.email, /password/i);
  await page.goto(linkIn(mail, 'reset-password'));
  await expect(page).toHaveURL(/\/resetpassword\?token=/);
  await page.getByLabel('New password').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await signIn(page, { email: user.email, password: user.password });
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await signIn(page, { email: user.email, password: 'a-brand-new-secret' });
  await expect(page).toHaveURL(/\/start$/);
});

test('Google sign-in through the configured OpenID Connect provider', async ({ page }) => {
  const email = `${newUser('google').username}@example.org`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The stand-in provider's development login form accepts any login.
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/start$/);
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/start\/username$/);
});
