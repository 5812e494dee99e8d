import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { linkIn, waitForMail } from '../support/mail';
import { invite, type Ready } from '../support/screen-checks';
import { inBothLanguages, openVariantPage, visitVariants } from '../support/variants';
import { createMember, newUser, registerVerified, signInByApi } from '../support/users';

// Each test walks many screens and scans every one in four variants (support/variants.ts).
test.describe.configure({ timeout: 360_000 });

// The identity screens and the main app screens again in Hungarian, in every viewport and theme.
const inHungarian = (page: Page) => expect(page.locator('html')).toHaveAttribute('lang', 'hu');

/**
 * A screen in Hungarian: still at the path asked for (a redirect elsewhere fails) and showing its
 * own Hungarian heading; 'more' waits for anything else the screenshot should show.
 */
async function visitHu(
  page: Page,
  name: string,
  path: string,
  heading: { name: string; level?: number },
  more?: Ready,
) {
  const { pathname } = new URL(path, 'http://127.0.0.1');
  await visitVariants(page, name, path, async (p) => {
    await inHungarian(p);
    await expect(p).toHaveURL((url) => url.pathname === pathname);
    await expect(
      p.getByRole('heading', { name: heading.name, level: heading.level ?? 1, exact: true }),
    ).toBeVisible();
    await more?.(p);
  });
}

// Decision 191: a screen on this list is captured in half the matrix per language, so it must be
// walked in both, or one language would lose half its variants. No browser: the walks' sources.
test('every screen captured in halves is walked in English and in Hungarian', () => {
  const source = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
  const english = source('./screens.spec.ts') + source('./screens-new-member.spec.ts');
  const hungarian = source('./screens-hu.spec.ts');
  const missing = [...inBothLanguages].filter(
    (screen) => !english.includes(`'${screen}'`) || !hungarian.includes(`'hu-${screen}'`),
  );
  expect(missing).toEqual([]);
});

test('screens in Hungarian', async ({ browser, request }) => {
  const visitor = await openVariantPage(browser, { locale: 'hu-HU' });
  await visitHu(visitor, 'hu-login', '/', { name: 'Bejelentkezés' }, (p) =>
    expect(p.getByRole('button', { name: 'Belépés' })).toBeVisible(),
  );
  await visitHu(visitor, 'hu-register', '/register', { name: 'Fiók létrehozása' });
  await visitor.context().close();

  const user = newUser('magyar');
  await registerVerified(request, user);
  const token = await signInByApi(request, user);
  await callApi(request, token, 'PATCH', '/User', { language: 'hu' });
  const page = await openVariantPage(browser, { token, locale: 'hu-HU' });
  await visitHu(page, 'hu-start', '/start', { name: 'Üdv a Közösben!' });
  await visitHu(page, 'hu-start-username', '/start/username', { name: 'Ki vagy?' });
  await callApi(request, token, 'PATCH', '/User', { username: user.username, name: user.name });
  await visitHu(page, 'hu-start-role', '/start/role', {
    name: 'Hogyan veszel részt?',
  });
  await visitHu(page, 'hu-start-currency', '/start/role/distributor', {
    name: 'A pénznemed',
  });
  await visitHu(page, 'hu-start-producer', '/start/role/producer', {
    name: 'A gazdaságodról, műhelyedről',
  });
  await visitHu(page, 'hu-start-success', '/start/success', { name: 'Minden kész!' });
  // Finishing ends the onboarding; until then the app would go back to the step reached.
  await page.getByRole('button', { name: 'Irány az alkalmazás' }).click();

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
  await visitHu(page, 'hu-home', '/', { name: 'Főoldal' }, (p) =>
    expect(p.getByText('Körtefa metszés szombaton')).toBeVisible(),
  );
  await visitHu(page, 'hu-post-new', '/posts/new', { name: 'Új bejegyzés' });
  await visitHu(page, 'hu-user', '/user', { name: 'Profilom' }, (p) =>
    expect(p.getByText(`@${user.username}`)).toBeVisible(),
  );
  await visitHu(page, 'hu-settings', '/settings', { name: 'Beállítások' }, (p) =>
    expect(p.getByRole('link', { name: 'Jelszócsere' })).toBeVisible(),
  );
  await callApi(request, token, 'PATCH', '/User', { primeRole: 'producer' });
  await visitHu(
    page,
    'hu-settings-producer',
    '/settings',
    { name: 'Termelői adatok', level: 2 },
    (p) => expect(p.getByRole('switch', { name: 'Kérek ajánlatjelentéseket' })).toBeVisible(),
  );
  await visitHu(page, 'hu-groups', '/groups', { name: 'Csoportok' });
  await page.context().close();
});

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

test('group, invitation and profile screens in Hungarian', async ({ browser, request }) => {
  const { mari, bela, group, stranger, activation, belaId } = await hungarianSetUp(request);
  const page = await openVariantPage(browser, {
    token: mari.token,
    locale: 'hu-HU',
  });
  await visitHu(page, 'hu-group-details', `/groups/${group.id}/details`, {
    name: '2 tag',
    level: 2,
  });
  await visitHu(page, 'hu-invitations', '/invitations', { name: 'Meghívók' }, (p) =>
    expect(p.getByRole('button', { name: 'Elfogadás' })).toBeVisible(),
  );
  await visitHu(
    page,
    'hu-notifications',
    '/notifications',
    {
      name: 'Értesítések',
    },
    (p) => expect(p.getByText(/Piac tér/).first()).toBeVisible(),
  );
  await visitHu(
    page,
    'hu-profile-other',
    `/users/${belaId}?feed=1`,
    {
      name: 'Bejegyzések',
      level: 2,
    },
    (p) => expect(p.getByRole('heading', { name: bela.name, level: 1 })).toBeVisible(),
  );
  await page.context().close();

  const visitor = await openVariantPage(browser, { locale: 'hu-HU' });
  await visitHu(visitor, 'hu-activate', activation, { name: 'Fiók létrehozása' }, (p) =>
    expect(p.getByLabel('E-mail')).toHaveValue(stranger.email),
  );
  await visitor.context().close();
});
