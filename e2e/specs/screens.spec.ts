import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { heading, invite } from '../support/screen-checks';
import {
  captureDialogVariants,
  captureVariants,
  confirmationVariants,
  openVariantPage,
  visitVariants as visit,
} from '../support/variants';
import { createMember, newUser, registerVerified, signInByApi } from '../support/users';

// Every screen of the identity, groups, invitations and posts issues (in Hungarian: screens-hu),
// at 390 and 1440 px, light and dark: an axe scan and a screenshot under
// e2e/.artifacts/screenshots for people to look at. Each screen is loaded once and captured in
// every variant (support/variants.ts).

// Each test walks many screens and scans every one in four variants.
test.describe.configure({ timeout: 360_000 });

test('public and onboarding screens', async ({ browser, request }) => {
  const visitor = await openVariantPage(browser);
  await visit(visitor, 'login', '/', heading('Sign in'));
  await visit(visitor, 'register', '/register', (page) =>
    expect(page.getByRole('button', { name: 'Create account' })).toBeVisible(),
  );
  await visit(visitor, 'forgot-password', '/forgotpassword', (page) =>
    expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible(),
  );
  await visit(visitor, 'reset-password', '/resetpassword?token=example', (page) =>
    expect(page.getByRole('button', { name: 'Set new password' })).toBeVisible(),
  );

  const user = newUser('onboarding');
  await registerVerified(request, user);
  const token = await signInByApi(request, user);
  const page = await openVariantPage(browser, { token });
  await visit(page, 'start', '/start', (p) =>
    expect(p.getByRole('button', { name: 'Get started' })).toBeVisible(),
  );
  await visit(page, 'start-username', '/start/username', (p) =>
    expect(p.getByLabel('Username')).toBeVisible(),
  );
  await callApi(request, token, 'PATCH', '/User', { username: user.username, name: user.name });
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByRole('button', { name: 'Next' }).click();
  await visit(page, 'start-role', '/start/role', (p) =>
    expect(p.getByRole('radio', { name: /Consumer/ })).toBeVisible(),
  );
  await visit(page, 'start-consumer', '/start/role/consumer', (p) =>
    expect(p.getByText(/No invitation is waiting for you/)).toBeVisible(),
  );
  await visit(page, 'start-currency', '/start/role/distributor', (p) =>
    expect(p.getByLabel('Currency')).toBeVisible(),
  );
  await visit(page, 'start-producer', '/start/role/producer', (p) =>
    expect(p.getByLabel('Company')).toBeVisible(),
  );
  await visit(page, 'start-success', '/start/success', (p) =>
    expect(p.getByRole('button', { name: 'Go to the app' })).toBeVisible(),
  );
  await page.context().close();
  await visitor.context().close();
});

test('account and group screens', async ({ browser, request }) => {
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

  const page = await openVariantPage(browser, { token: anna.token });
  await visit(page, 'post-new', '/posts/new', (p) =>
    expect(p.getByRole('button', { name: 'Publish' })).toBeVisible(),
  );
  await visit(page, 'post', `/posts/${post.id}`, heading('Körtefa metszés szombaton'));
  await visit(page, 'posts', '/posts', (p) =>
    expect(p.getByText('Körtefa metszés szombaton')).toBeVisible(),
  );
  await visit(page, 'home-member', '/', async (p) => {
    await expect(p.getByRole('button', { name: 'Show invitations' })).toBeVisible();
    await expect(p.getByText('Körtefa metszés szombaton')).toBeVisible();
  });
  await visit(page, 'user', '/user', (p) => expect(p.getByText(`@${anna.username}`)).toBeVisible());
  await visit(page, 'settings', '/settings', (p) =>
    expect(p.getByRole('link', { name: 'Change password' })).toBeVisible(),
  );
  await callApi(request, anna.token, 'PATCH', '/User', { primeRole: 'distributor' });
  await visit(page, 'settings-distributor', '/settings', (p) =>
    expect(p.getByRole('heading', { name: 'Distributor details' })).toBeVisible(),
  );
  await callApi(request, anna.token, 'PATCH', '/User', { primeRole: 'consumer' });
  await visit(page, 'change-password', '/changepassword', (p) =>
    expect(p.getByLabel('Current password')).toBeVisible(),
  );
  await visit(page, 'delete-account', '/deleteaccount', (p) =>
    expect(p.getByRole('button', { name: 'Delete my account' })).toBeVisible(),
  );
  await visit(page, 'groups', '/groups', (p) => expect(p.getByText('Kert utca 12')).toBeVisible());
  await visit(page, 'group-new', '/groups/new', (p) =>
    expect(p.getByRole('button', { name: 'Create group' })).toBeVisible(),
  );
  await visit(page, 'group', `/groups/${group.id}`, heading('Kert utca 12'));
  await visit(page, 'group-details', `/groups/${group.id}/details`, (p) =>
    expect(p.getByRole('button', { name: `Promote ${bela.name}` })).toBeVisible(),
  );
  await visit(page, 'group-edit', `/groups/${group.id}/details/edit`, (p) =>
    expect(p.getByLabel('Description')).toHaveValue(/Sunday/),
  );
  await visit(page, 'group-invite', `/groups/${group.id}/details/invite`, (p) =>
    expect(p.getByRole('img', { name: /QR/ })).toBeVisible(),
  );
  await visit(page, 'invitations', '/invitations', (p) =>
    expect(p.getByRole('button', { name: 'Accept' })).toBeVisible(),
  );

  const belaPage = await openVariantPage(browser, { token: bela.token });
  await visit(belaPage, 'notifications', '/notifications', (p) =>
    expect(p.getByText(/Kert utca 12/).first()).toBeVisible(),
  );
  await visit(belaPage, 'group-details-member', `/groups/${group.id}/details`, (p) =>
    expect(p.getByRole('button', { name: 'Leave group' })).toBeVisible(),
  );
  await visit(
    belaPage,
    'profile-other',
    `/users/${(await callApi<{ id: string }>(request, anna.token, 'GET', '/User')).id}`,
    (p) => expect(p.getByText(anna.name).first()).toBeVisible(),
  );
  await page.context().close();
  await belaPage.context().close();
});

/**
 * Anna runs Kert utca 12 with Béla and has a link out; Béla's Piac tér and Anna invite Dóra by
 * e-mail; Béla invites Nóra, who has not chosen a username yet. Carol belongs to no group.
 */
async function invitationSetUp(request: APIRequestContext) {
  const newcomer = newUser('nora');
  const [anna, bela, carol, dora] = await Promise.all([
    createMember(request, newUser('anna')),
    createMember(request, newUser('bela')),
    createMember(request, newUser('carol')),
    createMember(request, newUser('dora')),
    registerVerified(request, newcomer),
  ]);
  const group = await callApi<{ id: string; name: string }>(request, anna.token, 'POST', '/Group', {
    name: 'Kert utca 12',
    description: 'Garden neighbours sharing tools, seeds and Sunday lunches.',
  });
  const market = await callApi<{ id: string }>(request, bela.token, 'POST', '/Group', {
    name: 'Piac tér',
    description: 'Saturday market of the neighbourhood: vegetables, bread, cheese and honey.',
  });
  await joinByLink(request, anna.token, group.id, bela.token);
  const link = await callApi<{ token: string }>(
    request,
    anna.token,
    'POST',
    `/Invitation/${group.id}/Link`,
  );
  await invite(request, anna, group.id, dora.email);
  await invite(request, bela, market.id, dora.email);
  await invite(request, bela, market.id, newcomer.email);
  return {
    anna,
    bela,
    carol,
    dora,
    group,
    link: link.token,
    newcomerToken: await signInByApi(request, newcomer),
  };
}

// Invitations (a link, the home banner, onboarding) and the confirmations of the group details:
// every screen only looked at.
test('invitation and confirmation screens', async ({ browser, request }) => {
  const { anna, bela, carol, dora, group, link, newcomerToken } = await invitationSetUp(request);
  const card = (scope: Page | Locator, groupName = group.name) =>
    scope.getByRole('article', { name: `Invitation to ${groupName}` });

  // A link opened signed out: the login screen says an invitation waits.
  const visitor = await openVariantPage(browser);
  await visit(visitor, 'invitation-link-signed-out', `/?inv=${link}`, async (p) => {
    await heading('Sign in')(p);
    await expect(p.getByRole('status').getByText('An invitation is waiting for you')).toBeVisible();
    await expect(p).toHaveURL((url) => url.pathname === '/' && url.search === '');
  });
  // Signed in and not a member: the card with Accept and Dismiss.
  const outsider = await openVariantPage(browser, { token: carol.token });
  await visit(outsider, 'invitation-link', `/?inv=${link}`, async (p) => {
    await expect(card(p).getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(card(p).getByText(`${anna.name} invited you`)).toBeVisible();
  });

  // Two e-mail invitations: the home banner, then its dialog.
  const invited = await openVariantPage(browser, { token: dora.token });
  await visit(invited, 'home-invitations', '/', (p) =>
    expect(
      p
        .getByRole('region', { name: 'Pending invitations' })
        .getByText('You have 2 pending invitations'),
    ).toBeVisible(),
  );
  await invited.getByRole('button', { name: 'Show invitations' }).click();
  const dialog = invited.getByRole('dialog', { name: 'Pending invitations' });
  await captureDialogVariants(invited, 'home-invitations-dialog', dialog, async () => {
    await expect(card(dialog)).toBeVisible();
    await expect(card(dialog, 'Piac tér')).toBeVisible();
  });

  // Onboarding: the role steps show the pending invitation instead of skipping ahead.
  const newcomer = await openVariantPage(browser, { token: newcomerToken });
  for (const role of ['consumer', 'distributor']) {
    const path = `/start/role/${role}`;
    await visit(newcomer, `start-invitations-${role}`, path, async (p) => {
      // The distributor's step is the currency, with the invitations in a region above it.
      if (role === 'consumer') await heading('You have been invited')(p);
      else await expect(p.getByRole('region', { name: 'You have been invited' })).toBeVisible();
      await expect(card(p, 'Piac tér').getByRole('button', { name: 'Accept' })).toBeVisible();
      await expect(p).toHaveURL((url) => url.pathname === path);
    });
  }

  // The group details' confirmations, each opened and cancelled.
  const admin = await openVariantPage(browser, { token: anna.token });
  await admin.goto(`/groups/${group.id}/details`);
  await expect(admin.getByRole('button', { name: `Promote ${bela.name}` })).toBeVisible();
  const confirmations = [
    ['promote', `Promote ${bela.name}`, `Make ${bela.name} an administrator?`],
    ['kick', `Kick ${bela.name}`, `Remove ${bela.name} from the group?`],
    ['delete', 'Delete group', `Delete ${group.name}?`],
  ] as const;
  for (const [action, button, title] of confirmations) {
    await confirmationVariants(admin, `confirm-${action}`, button, title);
  }
  // The last admin cannot leave: the button is disabled and says why, in plain text.
  await captureVariants(admin, 'group-leave-blocked', async (p) => {
    await expect(p.getByRole('button', { name: 'Leave group' })).toBeDisabled();
    await expect(p.getByText(/You are the only administrator/)).toBeVisible();
  });
  // A member may leave: the confirmation.
  const member = await openVariantPage(browser, { token: bela.token });
  await member.goto(`/groups/${group.id}/details`);
  await confirmationVariants(member, 'confirm-leave', 'Leave group', `Leave ${group.name}?`);
  await member.context().close();

  for (const page of [visitor, outsider, invited, newcomer, admin]) await page.context().close();
});
