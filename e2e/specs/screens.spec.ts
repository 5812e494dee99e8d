import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { linkIn, waitForMail } from '../support/mail';
import { openPage, saveScreenshot, screenshotMatrix } from '../support/screenshots';
import { createMember, newUser, registerVerified, signInByApi } from '../support/users';

// Every screen of the identity, groups, invitations and posts issues, at 390 and 1440 px, light and
// dark: an axe scan and a screenshot under e2e/.artifacts/screenshots for people to look at.

type Ready = (page: Page) => Promise<void>;

/** The screen already open: waits until it is ready, scans it and saves its screenshot. */
async function check(page: Page, name: string, ready: Ready, options?: { fullPage?: boolean }) {
  await ready(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, name, options);
}

/** Dialogs fade in: axe and the screenshot wait until finite animations are done. */
const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );

/** An open dialog: ready once it has faded in; the screenshot is the viewport it covers. */
async function checkDialog(page: Page, name: string, dialog: Locator, ready?: Ready) {
  await check(
    page,
    name,
    async (p) => {
      await expect(dialog).toBeVisible();
      await ready?.(p);
      await animationsDone(p);
    },
    { fullPage: false },
  );
}

async function visit(page: Page, name: string, path: string, ready: Ready) {
  await page.goto(path);
  await check(page, name, ready);
}

/** Opens a confirmation from its button, checks it, and closes it with Escape (nothing done). */
async function checkConfirmation(page: Page, name: string, button: string, title: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await checkDialog(page, name, page.getByRole('alertdialog', { name: title }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
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

type Member = Awaited<ReturnType<typeof createMember>>;
const invite = (request: APIRequestContext, admin: Member, groupId: string, email: string) =>
  callApi(request, admin.token, 'POST', `/Invitation/${groupId}/Email`, { email });

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
// one set-up per worker, every screen only looked at, so the variants share it.
test.describe('invitation and confirmation screens', () => {
  let setUp: Awaited<ReturnType<typeof invitationSetUp>>;
  test.beforeAll(async ({ request }) => {
    setUp = await invitationSetUp(request);
  });

  for (const { viewport, scheme } of screenshotMatrix) {
    const suffix = `${viewport}-${scheme}`;

    test(`invitation and confirmation screens at ${suffix}`, async ({ browser }) => {
      const { anna, bela, carol, dora, group, link, newcomerToken } = setUp;
      const card = (scope: Page | Locator, groupName = group.name) =>
        scope.getByRole('article', { name: `Invitation to ${groupName}` });

      // A link opened signed out: the login screen says an invitation waits.
      const visitor = await openPage(browser, viewport, scheme);
      await visit(visitor, `invitation-link-signed-out-${suffix}`, `/?inv=${link}`, async (p) => {
        await heading('Sign in')(p);
        await expect(
          p.getByRole('status').getByText('An invitation is waiting for you'),
        ).toBeVisible();
        await expect(p).toHaveURL((url) => url.pathname === '/' && url.search === '');
      });
      // Signed in and not a member: the card with Accept and Dismiss.
      const outsider = await openPage(browser, viewport, scheme, { token: carol.token });
      await visit(outsider, `invitation-link-${suffix}`, `/?inv=${link}`, async (p) => {
        await expect(card(p).getByRole('button', { name: 'Accept' })).toBeVisible();
        await expect(card(p).getByText(`${anna.name} invited you`)).toBeVisible();
      });

      // Two e-mail invitations: the home banner, then its dialog.
      const invited = await openPage(browser, viewport, scheme, { token: dora.token });
      await visit(invited, `home-invitations-${suffix}`, '/', (p) =>
        expect(
          p
            .getByRole('region', { name: 'Pending invitations' })
            .getByText('You have 2 pending invitations'),
        ).toBeVisible(),
      );
      await invited.getByRole('button', { name: 'Show invitations' }).click();
      const dialog = invited.getByRole('dialog', { name: 'Pending invitations' });
      await checkDialog(invited, `home-invitations-dialog-${suffix}`, dialog, async () => {
        await expect(card(dialog)).toBeVisible();
        await expect(card(dialog, 'Piac tér')).toBeVisible();
      });

      // Onboarding: the role steps show the pending invitation instead of skipping ahead.
      const newcomer = await openPage(browser, viewport, scheme, { token: newcomerToken });
      for (const role of ['consumer', 'distributor']) {
        const path = `/start/role/${role}`;
        await visit(newcomer, `start-invitations-${role}-${suffix}`, path, async (p) => {
          await heading('You have been invited')(p);
          await expect(card(p, 'Piac tér').getByRole('button', { name: 'Accept' })).toBeVisible();
          await expect(p).toHaveURL((url) => url.pathname === path);
        });
      }

      // The group details' confirmations, each opened and cancelled.
      const admin = await openPage(browser, viewport, scheme, { token: anna.token });
      await admin.goto(`/groups/${group.id}/details`);
      await expect(admin.getByRole('button', { name: `Promote ${bela.name}` })).toBeVisible();
      const confirmations = [
        ['promote', `Promote ${bela.name}`, `Make ${bela.name} an administrator?`],
        ['kick', `Kick ${bela.name}`, `Remove ${bela.name} from the group?`],
        ['leave', 'Leave group', `Leave ${group.name}?`],
        ['delete', 'Delete group', `Delete ${group.name}?`],
      ] as const;
      for (const [action, button, title] of confirmations) {
        await checkConfirmation(admin, `confirm-${action}-${suffix}`, button, title);
      }

      for (const page of [visitor, outsider, invited, newcomer, admin])
        await page.context().close();
    });
  }
});

// The identity screens and the main app screens again in Hungarian, in every viewport and theme.
const inHungarian = (page: Page) => expect(page.locator('html')).toHaveAttribute('lang', 'hu');

/**
 * A screen in Hungarian: still at the path asked for (a redirect elsewhere fails) and showing its
 * own Hungarian heading; `more` waits for anything else the screenshot should show.
 */
async function visitHu(
  page: Page,
  name: string,
  path: string,
  heading: { name: string; level?: number },
  more?: Ready,
) {
  const { pathname } = new URL(path, 'http://127.0.0.1');
  await visit(page, name, path, async (p) => {
    await inHungarian(p);
    await expect(p).toHaveURL((url) => url.pathname === pathname);
    await expect(
      p.getByRole('heading', { name: heading.name, level: heading.level ?? 1, exact: true }),
    ).toBeVisible();
    await more?.(p);
  });
}

for (const { viewport, scheme } of screenshotMatrix) {
  const suffix = `${viewport}-${scheme}`;

  test(`screens in Hungarian at ${suffix}`, async ({ browser, request }) => {
    const visitor = await openPage(browser, viewport, scheme, { locale: 'hu-HU' });
    await visitHu(visitor, `hu-login-${suffix}`, '/', { name: 'Bejelentkezés' }, (p) =>
      expect(p.getByRole('button', { name: 'Belépés' })).toBeVisible(),
    );
    await visitHu(visitor, `hu-register-${suffix}`, '/register', { name: 'Fiók létrehozása' });
    await visitor.context().close();

    const user = newUser('magyar');
    await registerVerified(request, user);
    const token = await signInByApi(request, user);
    await callApi(request, token, 'PATCH', '/User', { language: 'hu' });
    const page = await openPage(browser, viewport, scheme, { token, locale: 'hu-HU' });
    await visitHu(page, `hu-start-${suffix}`, '/start', { name: 'Üdv a Közösben!' });
    await visitHu(page, `hu-start-username-${suffix}`, '/start/username', { name: 'Ki vagy?' });
    await callApi(request, token, 'PATCH', '/User', { username: user.username, name: user.name });
    await visitHu(page, `hu-start-role-${suffix}`, '/start/role', {
      name: 'Hogyan veszel részt?',
    });
    await visitHu(page, `hu-start-currency-${suffix}`, '/start/role/distributor/2', {
      name: 'A pénznemed',
    });
    await visitHu(page, `hu-start-producer-${suffix}`, '/start/role/producer', {
      name: 'A gazdaságodról, műhelyedről',
    });
    await visitHu(page, `hu-start-success-${suffix}`, '/start/success', { name: 'Minden kész!' });

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
    await visitHu(page, `hu-home-${suffix}`, '/', { name: 'Főoldal' }, (p) =>
      expect(p.getByText('Körtefa metszés szombaton')).toBeVisible(),
    );
    await visitHu(page, `hu-post-new-${suffix}`, '/posts/new', { name: 'Új bejegyzés' });
    await visitHu(page, `hu-user-${suffix}`, '/user', { name: 'Profilom' }, (p) =>
      expect(p.getByText(`@${user.username}`)).toBeVisible(),
    );
    await visitHu(page, `hu-settings-${suffix}`, '/settings', { name: 'Beállítások' }, (p) =>
      expect(p.getByRole('link', { name: 'Jelszócsere' })).toBeVisible(),
    );
    await visitHu(page, `hu-groups-${suffix}`, '/groups', { name: 'Csoportok' });
    await page.context().close();
  });
}

/**
 * Mari (in Hungarian) runs Kert utca 12 with Béla, who invites her to Piac tér by e-mail; Mari
 * invites a new address, whose mail carries the activation link.
 */
async function hungarianSetUp(request: APIRequestContext) {
  const [mari, bela] = await Promise.all([
    createMember(request, newUser('mari')),
    createMember(request, newUser('bela')),
  ]);
  await Promise.all(
    [mari, bela].map((user) => callApi(request, user.token, 'PATCH', '/User', { language: 'hu' })),
  );
  const group = await callApi<{ id: string }>(request, mari.token, 'POST', '/Group', {
    name: 'Kert utca 12',
    description: 'Kertes szomszédok: szerszámok, magok és vasárnapi ebédek.',
  });
  const market = await callApi<{ id: string }>(request, bela.token, 'POST', '/Group', {
    name: 'Piac tér',
    description: 'A környék szombati piaca: zöldség, kenyér, sajt és méz.',
  });
  await joinByLink(request, mari.token, group.id, bela.token);
  await invite(request, bela, market.id, mari.email);
  const stranger = newUser('idegen');
  await invite(request, mari, group.id, stranger.email);
  const mail = await waitForMail(request, stranger.email, /invited|meghív/i);
  const belaProfile = await callApi<{ id: string }>(request, bela.token, 'GET', '/User');
  return {
    mari,
    bela,
    group,
    stranger,
    activation: linkIn(mail, '/activate?k='),
    belaId: belaProfile.id,
  };
}

test.describe('group, invitation and profile screens in Hungarian', () => {
  let setUp: Awaited<ReturnType<typeof hungarianSetUp>>;
  test.beforeAll(async ({ request }) => {
    setUp = await hungarianSetUp(request);
  });

  for (const { viewport, scheme } of screenshotMatrix) {
    const suffix = `${viewport}-${scheme}`;

    test(`group, invitation and profile screens in Hungarian at ${suffix}`, async ({ browser }) => {
      const { mari, bela, group, stranger, activation, belaId } = setUp;
      const page = await openPage(browser, viewport, scheme, {
        token: mari.token,
        locale: 'hu-HU',
      });
      await visitHu(page, `hu-group-details-${suffix}`, `/groups/${group.id}/details`, {
        name: '2 tag',
        level: 2,
      });
      await visitHu(page, `hu-invitations-${suffix}`, '/invitations', { name: 'Meghívók' }, (p) =>
        expect(p.getByRole('button', { name: 'Elfogadás' })).toBeVisible(),
      );
      await visitHu(
        page,
        `hu-notifications-${suffix}`,
        '/notifications',
        {
          name: 'Értesítések',
        },
        (p) => expect(p.getByText(/Piac tér/).first()).toBeVisible(),
      );
      await visitHu(
        page,
        `hu-profile-other-${suffix}`,
        `/users/${belaId}?feed=1`,
        {
          name: 'Bejegyzések',
          level: 2,
        },
        (p) => expect(p.getByRole('heading', { name: bela.name, level: 1 })).toBeVisible(),
      );
      await page.context().close();

      const visitor = await openPage(browser, viewport, scheme, { locale: 'hu-HU' });
      await visitHu(
        visitor,
        `hu-activate-${suffix}`,
        activation,
        { name: 'Fiók létrehozása' },
        (p) => expect(p.getByLabel('E-mail')).toHaveValue(stranger.email),
      );
      await visitor.context().close();
    });
  }
});
