import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { pngFile } from '../support/images';
import { viewports } from '../support/screenshots';
import { captureVariants } from '../support/variants';
import { createMember, newUser } from '../support/users';
import { expectLoaded, signedInPage } from '../support/photos';

// Issue 25, the web half: a dealer adds two photos to a product on a phone, offers it; another
// member sees the first photo in the feed (the phone's small width) and both on the offer,
// swipes between them; the dealer removes one from the product (the offer keeps what it was
// made with, decision 073). Screens at 390/1440 px, light and dark.

test.describe.configure({ timeout: 360_000 });

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function fillTime(page: Page, label: string | RegExp, hours: number) {
  const value = await page.evaluate((h) => {
    const time = new Date(Date.now() + h * 3600 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
  }, hours);
  await page.getByLabel(label).fill(value);
}

/** The stored width the browser chose from the srcset. */
const chosenWidth = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) =>
    Number(/\/(\d+)\.webp$/.exec(element.currentSrc)?.[1] ?? 0),
  );

test('a dealer adds photos to a product on a phone and offers it; a member sees and swipes them', async ({
  browser,
  request,
}) => {
  const [dealer, member] = await Promise.all([
    createMember(request, { ...newUser('dealer'), name: 'Dóra Dealer' }),
    createMember(request, { ...newUser('member'), name: 'Márk Member' }),
  ]);
  const group = await callApi<{ id: string; name: string }>(
    request,
    dealer.token,
    'POST',
    '/Group',
    {
      name: 'Fényképes utca',
      description: 'Neighbours who show what they sell',
    },
  );
  await joinByLink(request, dealer.token, group.id, member.token);

  // The dealer, on a phone: a product with two photos, picked from the gallery at once.
  const phone = await signedInPage(browser, dealer, 'phone');
  await phone.goto('/products/new');
  await phone.getByLabel('Name', { exact: true }).fill('Birsalmasajt');
  await phone.getByLabel(/^Price per order unit/).fill('1500');
  await phone
    .getByTestId('photo-input')
    .setInputFiles([
      pngFile('quince-1.png', [200, 150, 40], [120, 60, 20]),
      pngFile('quince-2.png', [40, 120, 200], [20, 40, 90]),
    ]);
  const chosen = phone.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await expect(chosen.nth(0)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(chosen.nth(1)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(phone.getByText('2 of 6')).toBeVisible();
  await captureVariants(phone, 'photos-product-form', async (p) => {
    await expect(p.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(
      2,
    );
  });
  await phone.setViewportSize(viewports.phone);
  await phone.getByRole('button', { name: 'Add product' }).click();
  await expect(phone.getByText('Product added', { exact: true })).toBeVisible();
  await phone
    .getByRole('article', { name: 'Birsalmasajt' })
    .getByRole('link', { name: 'Birsalmasajt' })
    .click();

  const productPath = new URL(phone.url()).pathname;
  expect(productPath).toMatch(/^\/products\//);

  // Offered in the group from the product's page.
  await phone.getByRole('link', { name: 'Offer in a group' }).click();
  await chooseOption(phone, 'Group', group.name);
  await phone.getByLabel(/^Total amount/).fill('10');
  await fillTime(phone, 'Order deadline', 48);
  await fillTime(phone, 'Delivery', 72);
  await phone.getByRole('button', { name: 'Publish offer' }).click();
  await expect(phone.getByText('Offer published', { exact: true })).toBeVisible();
  const offerUrl = new URL(phone.url()).pathname;
  expect(offerUrl).toMatch(/^\/offers\//);

  // The member, on a phone: the feed's card shows the first photo at a phone's width.
  const memberPage = await signedInPage(browser, member, 'phone');
  const card = memberPage.getByRole('article', { name: 'Birsalmasajt' });
  const cardImage = card.getByTestId('card-photo').locator('img');
  await expect(cardImage).toHaveCount(1);
  await expectLoaded(cardImage);
  expect(await chosenWidth(cardImage)).toBeLessThanOrEqual(640);
  await expect(cardImage).toHaveAttribute('alt', 'Birsalmasajt');
  await captureVariants(memberPage, 'photos-home', async (p) => {
    await expectLoaded(p.getByRole('article', { name: 'Birsalmasajt' }).locator('img'));
  });
  await memberPage.setViewportSize(viewports.phone);

  // Both photos on the offer; a swipe brings the second.
  await memberPage.goto(offerUrl);
  const gallery = memberPage.getByRole('region', { name: '2 photos' });
  await expect(gallery.locator('img')).toHaveCount(2);
  await expectLoaded(gallery.locator('img').first());
  await expect(gallery.getByText('1 / 2')).toBeVisible();
  const track = gallery.getByTestId('photo-track');
  await track.evaluate((element) => element.scrollBy({ left: element.clientWidth }));
  await expect(gallery.getByText('2 / 2')).toBeVisible();
  await expectLoaded(gallery.locator('img').nth(1));
  // Screens with the first photo shown and loaded at each width (a full-page screenshot resizes
  // the window, which can move the row back to its first photo).
  await captureVariants(memberPage, 'photos-offer', async (p) => {
    const region = p.getByRole('region', { name: '2 photos' });
    await region.getByTestId('photo-track').evaluate((element) => element.scrollTo({ left: 0 }));
    await expect(region.getByText('1 / 2')).toBeVisible();
    await expectLoaded(region.locator('img').first());
  });

  // Full screen.
  await memberPage.setViewportSize(viewports.phone);
  await gallery
    .getByRole('button', { name: /Open full screen/ })
    .nth(1)
    .click();
  const viewer = memberPage.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('heading', { name: '2 / 2' })).toBeVisible();
  await memberPage.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The dealer removes the first photo from the product; the offer keeps both.
  await phone.goto(`${productPath}/edit`);
  await phone
    .getByRole('button', { name: /^Remove photo/ })
    .first()
    .click();
  await expect(phone.getByText('1 of 6')).toBeVisible();
  await phone.getByRole('button', { name: 'Save' }).click();
  await expect(phone.getByText('Saved', { exact: true })).toBeVisible();
  await phone.goto(productPath);
  await expect(phone.getByRole('region', { name: '1 photo' }).locator('img')).toHaveCount(1);
  await memberPage.reload();
  await expect(memberPage.getByRole('region', { name: '2 photos' }).locator('img')).toHaveCount(2);

  // In Hungarian: the same offer, its gallery named in the member's language.
  await callApi(request, member.token, 'PATCH', '/User', { language: 'hu' });
  await memberPage.reload();
  await expect(memberPage.locator('html')).toHaveAttribute('lang', 'hu');
  await captureVariants(memberPage, 'photos-offer-hu', async (p) => {
    await expect(p.getByRole('region', { name: '2 fénykép' }).locator('img')).toHaveCount(2);
  });
});

test('a member’s profile picture, set in Settings, replaces the initials on the profile', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, { ...newUser('face'), name: 'Piri Profil' });
  const me = await callApi<{ id: string }>(request, member.token, 'GET', '/User');
  const page = await signedInPage(browser, member, 'phone');
  await page.goto('/settings');
  await page
    .getByTestId('photo-input')
    .setInputFiles([pngFile('me.png', [230, 180, 150], [90, 60, 50])]);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  const settingsAvatar = page.getByRole('img', { name: 'Piri Profil' }).first();
  await expect(settingsAvatar).toHaveAttribute('src', /\/api\/Photo\/.+\.webp$/);
  await captureVariants(page, 'photos-settings', async (p) => {
    await expect(p.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(
      1,
    );
  });

  await page.goto(`/users/${me.id}`);
  const face = page.locator('main img[alt="Piri Profil"]');
  await expect(face).toHaveAttribute('src', /\/api\/Photo\/.+\.webp$/);
  await expectLoaded(face);
});
