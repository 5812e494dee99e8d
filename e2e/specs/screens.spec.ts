import { expect, test, type Page } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openPage, saveScreenshot, screenshotMatrix } from '../support/screenshots';
import { createMember, newUser, registerVerified, signInByApi } from '../support/users';

// Every screen of the identity, groups and posts issues, at 390 and 1440 px, light and dark: an axe scan
// and a screenshot under e2e/.artifacts/screenshots for people to look at.

async function visit(page: Page, name: string, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, name);
}

// Each test walks many screens and scans every one.
test.describe.configure({ timeout: 180_000 });

const heading = (name: string | RegExp) => (page: Page) =>
  expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

for (const { viewport, scheme } of screenshotMatrix) {
  const suffix = `${viewport}-${scheme}`;

  test(`public and onboarding screens at ${suffix}`, async ({ browser, request }) => {
    const visitor = await openPage(browser, viewport, scheme);
    await visit(visitor, `login-${suffix}`, '/', heading('Sign in'));
    await visit(visitor, `register-${suffix}`, '/register', (page) =>
      expect(page.getByRole('button', { name: 'Create account' })).toBeVisible(),
    );
    await visit(visitor, `forgot-password-${suffix}`, '/forgotpassword', (page) =>
      expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible(),
    );
    await visit(visitor, `reset-password-${suffix}`, '/resetpassword?token=example', (page) =>
      expect(page.getByRole('button', { name: 'Set new password' })).toBeVisible(),
    );

    const user = newUser('onboarding');
    await registerVerified(request, user);
    const token = await signInByApi(request, user);
    const page = await openPage(browser, viewport, scheme, { token });
    await visit(page, `start-${suffix}`, '/start', (p) =>
      expect(p.getByRole('button', { name: 'Get started' })).toBeVisible(),
    );
    await visit(page, `start-username-${suffix}`, '/start/username', (p) =>
      expect(p.getByLabel('Username')).toBeVisible(),
    );
    await callApi(request, token, 'PATCH', '/User', { username: user.username, name: user.name });
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Name', { exact: true }).fill(user.name);
    await page.getByRole('button', { name: 'Next' }).click();
    await visit(page, `start-role-${suffix}`, '/start/role', (p) =>
      expect(p.getByRole('radio', { name: /Consumer/ })).toBeVisible(),
    );
    await visit(page, `start-currency-${suffix}`, '/start/role/distributor/2', (p) =>
      expect(p.getByLabel('Currency')).toBeVisible(),
    );
    await visit(page, `start-producer-${suffix}`, '/start/role/producer', (p) =>
      expect(p.getByLabel('Company')).toBeVisible(),
    );
    await visit(page, `start-success-${suffix}`, '/start/success', (p) =>
      expect(p.getByRole('button', { name: 'Go to the app' })).toBeVisible(),
    );
    await page.context().close();
    await visitor.context().close();
  });

  test(`account and group screens at ${suffix}`, async ({ browser, request }) => {
    const [anna, bela] = await Promise.all([
      createMember(request, newUser('anna')),
      createMember(request, newUser('bela')),
    ]);
    const group = await callApi<{ id: string }>(request, anna.token, 'POST', '/Group', {
      name: 'Kert utca 12',
      description: 'Garden neighbours sharing tools, seeds and Sunday lunches.',
    });
    await joinByLink(request, anna.token, group.id, bela.token);
    await callApi(request, anna.token, 'PATCH', `/Group/${group.id}`, {
      description: 'Garden neighbours sharing tools, seeds, recipes and Sunday lunches.',
    });
    await callApi(request, anna.token, 'POST', `/Invitation/${group.id}/Email`, {
      email: `friend-${anna.username}@example.org`,
    });
    const other = await callApi<{ id: string }>(request, bela.token, 'POST', '/Group', {
      name: 'Piac tér',
      description: 'Saturday market',
    });
    await callApi(request, bela.token, 'POST', `/Invitation/${other.id}/Email`, {
      email: anna.email,
    });

    const post = await callApi<{ id: string }>(request, anna.token, 'POST', '/Post', {
      groupId: group.id,
      title: 'Körtefa metszés szombaton',
      description: 'Hozzatok létrát és ollót, utána tea és pogácsa.',
      tags: 'system.food;kert',
      link: 'https://example.org/metszes',
    });

    const page = await openPage(browser, viewport, scheme, { token: anna.token });
    await visit(page, `post-new-${suffix}`, '/posts/new', (p) =>
      expect(p.getByRole('button', { name: 'Publish' })).toBeVisible(),
    );
    await visit(page, `post-${suffix}`, `/posts/${post.id}`, heading('Körtefa metszés szombaton'));
    await visit(page, `posts-${suffix}`, '/posts', (p) =>
      expect(p.getByText('Körtefa metszés szombaton')).toBeVisible(),
    );
    await visit(page, `home-member-${suffix}`, '/', async (p) => {
      await expect(p.getByRole('button', { name: 'Show invitations' })).toBeVisible();
      await expect(p.getByText('Körtefa metszés szombaton')).toBeVisible();
    });
    await visit(page, `user-${suffix}`, '/user', (p) =>
      expect(p.getByText(`@${anna.username}`)).toBeVisible(),
    );
    await visit(page, `settings-${suffix}`, '/settings', (p) =>
      expect(p.getByRole('link', { name: 'Change password' })).toBeVisible(),
    );
    await visit(page, `change-password-${suffix}`, '/changepassword', (p) =>
      expect(p.getByLabel('Current password')).toBeVisible(),
    );
    await visit(page, `delete-account-${suffix}`, '/deleteaccount', (p) =>
      expect(p.getByRole('button', { name: 'Delete my account' })).toBeVisible(),
    );
    await visit(page, `groups-${suffix}`, '/groups', (p) =>
      expect(p.getByText('Kert utca 12')).toBeVisible(),
    );
    await visit(page, `group-new-${suffix}`, '/groups/new', (p) =>
      expect(p.getByRole('button', { name: 'Create group' })).toBeVisible(),
    );
    await visit(page, `group-${suffix}`, `/groups/${group.id}`, heading('Kert utca 12'));
    await visit(page, `group-details-${suffix}`, `/groups/${group.id}/details`, (p) =>
      expect(p.getByRole('button', { name: `Promote ${bela.name}` })).toBeVisible(),
    );
    await visit(page, `group-edit-${suffix}`, `/groups/${group.id}/details/edit`, (p) =>
      expect(p.getByLabel('Description')).toHaveValue(/Sunday/),
    );
    await visit(page, `group-invite-${suffix}`, `/groups/${group.id}/details/invite`, (p) =>
      expect(p.getByRole('img', { name: /QR/ })).toBeVisible(),
    );
    await visit(page, `invitations-${suffix}`, '/invitations', (p) =>
      expect(p.getByRole('button', { name: 'Accept' })).toBeVisible(),
    );

    const belaPage = await openPage(browser, viewport, scheme, { token: bela.token });
    await visit(belaPage, `notifications-${suffix}`, '/notifications', (p) =>
      expect(p.getByText(/Kert utca 12/).first()).toBeVisible(),
    );
    await visit(belaPage, `group-details-member-${suffix}`, `/groups/${group.id}/details`, (p) =>
      expect(p.getByRole('button', { name: 'Leave group' })).toBeVisible(),
    );
    await visit(
      belaPage,
      `profile-other-${suffix}`,
      `/users/${(await callApi<{ id: string }>(request, anna.token, 'GET', '/User')).id}`,
      (p) => expect(p.getByText(anna.name).first()).toBeVisible(),
    );
    await page.context().close();
    await belaPage.context().close();
  });
}

// The identity screens and the main app screens again in Hungarian, in every viewport and theme.
const inHungarian = (page: Page) => expect(page.locator('html')).toHaveAttribute('lang', 'hu');
const huHeading = async (page: Page) => {
  await inHungarian(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

for (const { viewport, scheme } of screenshotMatrix) {
  const suffix = `${viewport}-${scheme}`;

  test(`screens in Hungarian at ${suffix}`, async ({ browser, request }) => {
    const visitor = await openPage(browser, viewport, scheme, { locale: 'hu-HU' });
    await visit(visitor, `hu-login-${suffix}`, '/', (p) =>
      expect(p.getByRole('button', { name: 'Belépés' })).toBeVisible(),
    );
    await visit(visitor, `hu-register-${suffix}`, '/register', huHeading);
    await visitor.context().close();

    const user = newUser('magyar');
    await registerVerified(request, user);
    const token = await signInByApi(request, user);
    await callApi(request, token, 'PATCH', '/User', { language: 'hu' });
    const page = await openPage(browser, viewport, scheme, { token, locale: 'hu-HU' });
    await visit(page, `hu-start-${suffix}`, '/start', huHeading);
    await visit(page, `hu-start-username-${suffix}`, '/start/username', huHeading);
    await callApi(request, token, 'PATCH', '/User', { username: user.username, name: user.name });
    await visit(page, `hu-start-role-${suffix}`, '/start/role', huHeading);
    await visit(page, `hu-start-currency-${suffix}`, '/start/role/distributor/2', huHeading);
    await visit(page, `hu-start-producer-${suffix}`, '/start/role/producer', huHeading);
    await visit(page, `hu-start-success-${suffix}`, '/start/success', huHeading);

    const group = await callApi<{ id: string }>(request, token, 'POST', '/Group', {
      name: 'Kert utca 12',
      description: 'Kertes szomszédok: szerszámok, magok és vasárnapi ebédek.',
    });
    await callApi(request, token, 'POST', '/Post', {
      groupId: group.id,
      title: 'Körtefa metszés szombaton',
      description: 'Hozzatok létrát és ollót, utána tea és pogácsa.',
      tags: 'system.food;kert',
    });
    await visit(page, `hu-home-${suffix}`, '/', async (p) => {
      await inHungarian(p);
      await expect(p.getByText('Körtefa metszés szombaton')).toBeVisible();
    });
    await visit(page, `hu-post-new-${suffix}`, '/posts/new', huHeading);
    await visit(page, `hu-user-${suffix}`, '/user', (p) =>
      expect(p.getByText(`@${user.username}`)).toBeVisible(),
    );
    await visit(page, `hu-settings-${suffix}`, '/settings', (p) =>
      expect(p.getByRole('link', { name: 'Jelszócsere' })).toBeVisible(),
    );
    await visit(page, `hu-groups-${suffix}`, '/groups', huHeading);
    await page.context().close();
  });
}
