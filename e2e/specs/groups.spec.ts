import { expect, test, type Browser, type Page } from '@playwright/test';
import { callApi } from '../support/api';
import { linkIn, waitForMail } from '../support/mail';
import { viewports } from '../support/screenshots';
import { createMember, newUser, signIn, useSession, type TestUser } from '../support/users';

type Member = TestUser & { token: string };

async function pageFor(browser: Browser, member: Member): Promise<Page> {
  const page = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await useSession(page, member.token);
  return page;
}

async function createGroup(page: Page, name: string): Promise<string> {
  await page.goto('/groups');
  await page.getByRole('link', { name: 'New group' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('Neighbours of the garden street');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Group created').first()).toBeVisible();
  await expect(page).toHaveURL(/\/groups\/[0-9a-f-]{36}$/);
  return page.url().split('/groups/')[1] ?? '';
}

async function inviteLink(page: Page, groupId: string): Promise<string> {
  await page.goto(`/groups/${groupId}/details/invite`);
  const link = page.getByRole('textbox', { name: 'Invitation link' });
  await expect(link).toHaveValue(/\?inv=/);
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  return link.inputValue();
}

async function confirm(page: Page, action: string): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: action, exact: true }).click();
}

test('a circle grows by link: join signed in and after registering, promote, kick, and the admin rules hold', async ({
  browser,
  request,
}) => {
  const [anna, bela, csilla] = await Promise.all([
    createMember(request, newUser('anna')),
    createMember(request, newUser('bela')),
    createMember(request, newUser('csilla')),
  ]);
  const annaPage = await pageFor(browser, anna);
  const groupId = await createGroup(annaPage, `Kert utca ${anna.username}`);
  const link = await inviteLink(annaPage, groupId);

  // Béla is signed in: the link shows a pending invitation card on his home page.
  const belaPage = await pageFor(browser, bela);
  await belaPage.goto(link);
  await belaPage.getByRole('button', { name: 'Accept' }).click();
  await expect(belaPage.getByText('Joined the group').first()).toBeVisible();

  // A newcomer opens the link signed out, registers, verifies, signs in and joins.
  const newcomer = newUser('newcomer');
  const visitor = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await visitor.goto(link);
  await visitor.getByRole('link', { name: 'Create an account' }).click();
  await visitor.getByLabel('E-mail').fill(newcomer.email);
  await visitor.getByLabel('Password', { exact: true }).fill(newcomer.password);
  await visitor.getByRole('button', { name: 'Create account' }).click();
  const mail = await waitForMail(request, newcomer.email, /confirm/i);
  await visitor.goto(linkIn(mail, 'verify-email'));
  await signIn(visitor, newcomer);
  await visitor.getByRole('button', { name: 'Get started' }).click();
  await visitor.getByLabel('Username').fill(newcomer.username);
  await visitor.getByLabel('Name', { exact: true }).fill(newcomer.name);
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('link', { name: 'Skip' }).click();
  await visitor.getByRole('button', { name: 'Accept' }).click();
  await expect(visitor.getByText('Joined the group').first()).toBeVisible();

  // Three members now: Delete is disabled, and says why, instead of failing.
  await annaPage.goto(`/groups/${groupId}/details`);
  await expect(annaPage.getByText(bela.name)).toBeVisible();
  await expect(annaPage.getByText(newcomer.name)).toBeVisible();
  await expect(annaPage.getByRole('button', { name: 'Delete group' })).toBeDisabled();
  await expect(
    annaPage.getByText(/at most 2 members can be deleted; this one has 3/),
  ).toBeVisible();

  // The last admin cannot leave: disabled, with the reason.
  await expect(annaPage.getByRole('button', { name: 'Leave group' })).toBeDisabled();
  await expect(annaPage.getByText(/Promote another member to administrator/)).toBeVisible();

  // Promote Béla, kick the newcomer.
  await annaPage.getByRole('button', { name: `Promote ${bela.name}` }).click();
  await confirm(annaPage, 'Promote');
  await expect(
    annaPage
      .getByRole('listitem')
      .filter({ hasText: bela.name })
      .getByText('Administrator', { exact: true }),
  ).toBeVisible();
  await annaPage.getByRole('button', { name: `Kick ${newcomer.name}` }).click();
  await confirm(annaPage, 'Kick');
  await expect(annaPage.getByRole('link', { name: newcomer.name })).toBeHidden();

  // Csilla is not a member: the group is not hers to see.
  const csillaPage = await pageFor(browser, csilla);
  await csillaPage.goto(`/groups/${groupId}/details`);
  await expect(csillaPage.getByText(`Kert utca ${anna.username}`)).toBeHidden();
});

test('e-mail invitations reach a registered member and a new address', async ({
  browser,
  request,
}) => {
  const [anna, bela] = await Promise.all([
    createMember(request, newUser('anna')),
    createMember(request, newUser('bela')),
  ]);
  const annaPage = await pageFor(browser, anna);
  const groupId = await createGroup(annaPage, `Piac tér ${anna.username}`);

  await annaPage.goto(`/groups/${groupId}/details/invite`);
  await annaPage.getByLabel('E-mail').fill(bela.email);
  await annaPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(annaPage.getByText('Invitation created').first()).toBeVisible();

  const belaPage = await pageFor(browser, bela);
  await belaPage.goto('/');
  await expect(belaPage.getByLabel('1 unread notification', { exact: true })).toBeVisible();
  await belaPage.getByRole('button', { name: 'Show invitations' }).click();
  await belaPage.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(belaPage.getByText('Joined the group').first()).toBeVisible();

  // A new address gets a mail with an activation link; after activation the invitation waits.
  const stranger = newUser('stranger');
  await annaPage.getByLabel('E-mail').fill(stranger.email);
  await annaPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(annaPage.getByRole('listitem').filter({ hasText: stranger.email })).toBeVisible();
  const mail = await waitForMail(request, stranger.email, /invited/i);
  const visitor = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await visitor.goto(linkIn(mail, '/activate?k='));
  await expect(visitor.getByLabel('E-mail')).toHaveValue(stranger.email);
  await visitor.getByLabel('Name', { exact: true }).fill(stranger.name);
  await visitor.getByLabel('Username').fill(stranger.username);
  await visitor.getByLabel('Password', { exact: true }).fill(stranger.password);
  await visitor.getByRole('button', { name: 'Create account' }).click();
  // Onboarding starts at its first step (language); name and username come back filled in.
  await expect(visitor).toHaveURL(/\/start$/);
  await expect(visitor.getByText('Step 1 of 5')).toBeVisible();
  await visitor.getByRole('button', { name: 'Get started' }).click();
  await expect(visitor.getByLabel('Username')).toHaveValue(stranger.username);
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor).toHaveURL(/\/start\/role$/);
  await expect(visitor.getByText('Step 3 of 5')).toBeVisible();
  await visitor.getByRole('radio', { name: /Consumer/ }).check();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor).toHaveURL(/\/start\/role\/consumer$/);
  await visitor.getByRole('button', { name: 'Accept' }).click();
  await expect(visitor.getByText('Joined the group').first()).toBeVisible();
});

test('an invitation accepted in a Hungarian browser keeps the newcomer in Hungarian', async ({
  browser,
  request,
}) => {
  const anna = await createMember(request, newUser('anna'));
  const group = await callApi<{ id: string }>(request, anna.token, 'POST', '/Group', {
    name: `Kert utca ${anna.username}`,
    description: 'Kertes szomszédok',
  });
  const stranger = newUser('uj');
  await callApi(request, anna.token, 'POST', `/Invitation/${group.id}/Email`, {
    email: stranger.email,
  });
  const mail = await waitForMail(request, stranger.email, /invited|meghív/i);
  const context = await browser.newContext({ viewport: viewports.desktop, locale: 'hu-HU' });
  const visitor = await context.newPage();
  await visitor.goto(linkIn(mail, '/activate?k='));
  await visitor.getByLabel('Név', { exact: true }).fill(stranger.name);
  await visitor.getByLabel('Felhasználónév').fill(stranger.username);
  await visitor.getByLabel('Jelszó', { exact: true }).fill(stranger.password);
  await visitor.getByRole('button', { name: 'Fiók létrehozása' }).click();
  // The language step comes, in the language /activate was shown in.
  await expect(visitor).toHaveURL(/\/start$/);
  await expect(visitor.getByRole('heading', { name: 'Üdv a Közösben!' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Kezdjük' }).click();
  await visitor.getByRole('button', { name: 'Tovább' }).click();
  await expect(visitor.getByRole('heading', { name: 'Hogyan veszel részt?' })).toBeVisible();
  await visitor.getByRole('link', { name: 'Kihagyom' }).click();
  await expect(visitor.getByRole('link', { name: 'Főoldal' }).first()).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('link', { name: 'Főoldal' }).first()).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'hu');
  await context.close();
});

test('an admin deletes a pending e-mail invitation: a toast, and the row is gone for good', async ({
  browser,
  request,
}) => {
  const anna = await createMember(request, newUser('anna'));
  const group = await callApi<{ id: string }>(request, anna.token, 'POST', '/Group', {
    name: `Udvar ${anna.username}`,
    description: 'Neighbours of the courtyard',
  });
  const [kept, withdrawn] = [newUser('kept').email, newUser('withdrawn').email];
  for (const email of [kept, withdrawn]) {
    await callApi(request, anna.token, 'POST', `/Invitation/${group.id}/Email`, { email });
  }
  const annaPage = await pageFor(browser, anna);
  await annaPage.goto(`/groups/${group.id}/details/invite`);
  const row = (email: string) => annaPage.getByRole('listitem').filter({ hasText: email });
  await expect(row(kept)).toBeVisible();
  await expect(row(withdrawn)).toBeVisible();

  await row(withdrawn)
    .getByRole('button', { name: `Delete invitation for ${withdrawn}` })
    .click();
  await confirm(annaPage, 'Delete');
  await expect(annaPage.getByText('Invitation deleted').first()).toBeVisible();
  await expect(row(withdrawn)).toBeHidden();
  await expect(row(kept)).toBeVisible();

  // The server forgot it too: after a reload the list has loaded (kept is there) without it.
  await annaPage.reload();
  await expect(row(kept)).toBeVisible();
  await expect(row(withdrawn)).toBeHidden();
});

test('notifications raise the badge and reset when the screen is left', async ({
  browser,
  request,
}) => {
  const [anna, bela] = await Promise.all([
    createMember(request, newUser('anna')),
    createMember(request, newUser('bela')),
  ]);
  const annaPage = await pageFor(browser, anna);
  const groupId = await createGroup(annaPage, `Udvar ${anna.username}`);
  const link = await inviteLink(annaPage, groupId);
  const belaPage = await pageFor(browser, bela);
  await belaPage.goto(link);
  await belaPage.getByRole('button', { name: 'Accept' }).click();
  await expect(belaPage.getByText('Joined the group').first()).toBeVisible();

  // Anna edits the group details: Béla is told.
  const editDetails = async (description: string) => {
    await annaPage.goto(`/groups/${groupId}/details/edit`);
    await annaPage.getByLabel('Description').fill(description);
    await annaPage.getByRole('button', { name: 'Save' }).click();
    await expect(annaPage.getByText('Saved').first()).toBeVisible();
  };
  await editDetails('Now with a shared tool shed');

  await belaPage.goto('/');
  await expect(belaPage.getByLabel('1 unread notification', { exact: true })).toBeVisible();
  await belaPage.getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(belaPage.getByText(/details/i).first()).toBeVisible();
  await belaPage.getByRole('link', { name: 'Groups', exact: true }).click();
  await expect(belaPage.getByLabel(/unread notifications/)).toBeHidden();

  // Leaving by a reload counts too (spec §4: whichever way the screen is left).
  await editDetails('Now with a shared tool shed and a ladder');
  await belaPage.goto('/notifications');
  const newest = belaPage.getByRole('link', { name: /edited the details/ }).first();
  await expect(newest).toHaveAccessibleName(/\(new\)/);
  await expect(belaPage.getByLabel('1 unread notification', { exact: true })).toBeVisible();
  await belaPage.reload();
  await expect(newest).toBeVisible();
  await expect(newest).not.toHaveAccessibleName(/\(new\)/);
  expect(await callApi(request, bela.token, 'GET', '/Notification/Count')).toEqual({ count: 0 });
  await expect(belaPage.getByLabel(/unread notification/)).toBeHidden();
});
