import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { OrderResponse } from '@kozos/contract';
import { callApi, joinByLink } from '../support/api';
import { createOffer, createProduct } from '../support/market';
import { heading, type Member } from '../support/screen-checks';
import { saveScreenshot, viewports } from '../support/screenshots';
import { openVariantPage, walkIn } from '../support/variants';
import { createMember, newUser, useSession } from '../support/users';

// Issue 13, orders: a member orders, changes and deletes before the deadline; the dealer hands
// over, undoes, rejects with a reason and downloads the list; the buyer is told and rates. Then
// the cart, purchase, sales and sale screens at 390 and 1440 px, light and dark, en and hu.

test.describe.configure({ timeout: 360_000 });

async function pageFor(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  await useSession(page, member.token);
  return page;
}

/** A dealer and two members in one group; honey (priced) and seedlings (free) on offer. */
async function market(request: APIRequestContext) {
  const [dealer, buyer, other] = await Promise.all([
    createMember(request, { ...newUser('dealer'), name: 'Dénes Dealer' }),
    createMember(request, { ...newUser('buyer'), name: 'Bea Vevő' }),
    createMember(request, { ...newUser('other'), name: 'Csaba Szomszéd' }),
  ]);
  const group = await callApi<{ id: string }>(request, dealer.token, 'POST', '/Group', {
    name: 'Kert utca 12',
  });
  await joinByLink(request, dealer.token, group.id, buyer.token);
  await joinByLink(request, dealer.token, group.id, other.token);
  const honey = await createProduct(request, dealer.token, {
    name: 'Akácméz',
    unit: 50,
    measure: 'dkg',
    price: 1200,
  });
  const seedlings = await createProduct(request, dealer.token, {
    name: 'Paradicsompalánta',
    price: 0,
  });
  const honeyOffer = await createOffer(request, dealer.token, {
    productId: honey.id,
    groupId: group.id,
    totalAmount: 20,
    pickupPlace: 'Kossuth u. 12.',
  });
  const seedlingOffer = await createOffer(request, dealer.token, {
    productId: seedlings.id,
    groupId: group.id,
    totalAmount: 10,
  });
  return { dealer, buyer, other, group, honeyOffer, seedlingOffer };
}

const order = (request: APIRequestContext, member: Member, offerId: string, amount: number) =>
  callApi<OrderResponse>(request, member.token, 'POST', '/Order', { offerId, amount });

test('a member orders, changes and deletes; the dealer hands over, undoes, rejects; the buyer rates', async ({
  browser,
  request,
}) => {
  const { dealer, buyer, other, honeyOffer } = await market(request);
  const buyerPage = await pageFor(browser, buyer);

  // Order 3 × 50 dkg: the running total follows the amount.
  await buyerPage.goto(`/offers/${honeyOffer.id}`);
  await buyerPage.getByLabel(/^Amount/).fill('3');
  await expect(buyerPage.getByText('Total: 3,600 ft')).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Order', exact: true }).click();
  await expect(buyerPage.getByText('You have ordered from this offer')).toBeVisible();

  // The cart groups it under the dealer; the row opens the purchase screen.
  await buyerPage.goto('/cart');
  const dealerGroup = buyerPage.getByRole('region', { name: 'Dénes Dealer' });
  await expect(dealerGroup).toContainText('3 × 50 dkg');
  await dealerGroup.getByRole('link', { name: /Akácméz/ }).click();
  await expect(buyerPage).toHaveURL(/\/purchase\?id=/);
  await expect(buyerPage.getByRole('heading', { name: 'Akácméz', level: 1 })).toBeVisible();

  // Before the deadline: change the amount, then delete after confirming.
  await buyerPage.getByLabel(/^Amount/).fill('5');
  await buyerPage.getByRole('button', { name: 'Save' }).click();
  await expect(buyerPage.getByRole('region', { name: 'Your order' })).toContainText('6,000 ft');
  await buyerPage.getByRole('button', { name: 'Delete order' }).click();
  await buyerPage
    .getByRole('alertdialog', { name: 'Delete this order?' })
    .getByRole('button', { name: 'Delete order' })
    .click();
  await expect(buyerPage).toHaveURL(/\/cart$/);
  await expect(buyerPage.getByText('Your cart is empty')).toBeVisible();

  // Two orders for the dealer to handle.
  const mine = await order(request, buyer, honeyOffer.id, 2);
  await order(request, other, honeyOffer.id, 1);
  const dealerPage = await pageFor(browser, dealer);
  await dealerPage.goto('/sales');
  const sale = dealerPage.getByRole('article', { name: 'Akácméz' });
  await expect(sale).toContainText('2 to fulfil');
  await sale.getByRole('link', { name: 'Akácméz' }).click();
  const list = dealerPage.getByRole('region', { name: 'Orders' });
  const bea = list.getByRole('listitem', { name: 'Bea Vevő' });
  const csaba = list.getByRole('listitem', { name: 'Csaba Szomszéd' });
  await bea.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(bea.getByRole('button', { name: 'Undo' })).toBeVisible();
  await bea.getByRole('button', { name: 'Undo' }).click();
  await expect(bea.getByRole('button', { name: 'Mark fulfilled' })).toBeVisible();
  await bea.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(bea).toContainText('Fulfilled');

  await csaba.getByRole('button', { name: 'Reject' }).click();
  const dialog = dealerPage.getByRole('dialog', { name: /Reject the order of Csaba/ });
  await dialog.getByLabel(/^Reason/).fill('A jég elverte a méhest');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(csaba).toContainText('Reason: A jég elverte a méhest');

  // The list as CSV: UTF-8 with a BOM, the buyer who got it, never the rejected one.
  const [download] = await Promise.all([
    dealerPage.waitForEvent('download'),
    dealerPage.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('\ufeff')).toBe(true);
  expect(csv).toContain('Bea Vevő');
  expect(csv).not.toContain('Csaba Szomszéd');

  // The rejected buyer is told why.
  const otherPage = await pageFor(browser, other);
  await otherPage.goto('/notifications');
  await expect(
    otherPage.getByText(/Dénes Dealer rejected your order of Akácméz\. Reason: A jég elverte/),
  ).toBeVisible();

  // The buyer is told the order is fulfilled (#23.1), finds it in the history from the cart and
  // rates it from there; the offer page still links it.
  await buyerPage.goto('/notifications');
  await expect(
    buyerPage.getByText(/Dénes Dealer marked your order of Akácméz as fulfilled\. How was it\?/),
  ).toBeVisible();
  await buyerPage.goto('/cart');
  await buyerPage.getByRole('main').getByRole('link', { name: 'My purchases' }).click();
  await expect(buyerPage).toHaveURL(/\/purchases$/);
  const history = buyerPage.getByRole('list', { name: 'My purchases' });
  await expect(history.getByRole('article')).toHaveCount(1);
  await buyerPage.getByRole('searchbox', { name: 'Search my purchases' }).fill('akac');
  await buyerPage.getByRole('radio', { name: 'Fulfilled' }).click();
  await history.getByRole('link', { name: 'Rate Akácméz' }).click();
  await expect(buyerPage).toHaveURL(`/purchase?id=${mine.id}`);
  const stars = buyerPage.getByRole('radiogroup', { name: 'Rating' });
  await stars.getByRole('radio', { name: '4 stars' }).check();
  await buyerPage.getByLabel(/^Comment/).fill('Finom, sűrű méz');
  await buyerPage.getByRole('button', { name: 'Send rating' }).click();
  await expect(buyerPage.getByText('Thank you for your rating', { exact: true })).toBeVisible();
  await expect(buyerPage.getByRole('heading', { name: 'Change your rating' })).toBeVisible();
  await buyerPage.goto('/purchases');
  await expect(history.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await buyerPage.goto(`/offers/${honeyOffer.id}`);
  await expect(buyerPage.getByText('Your order of this offer is fulfilled')).toBeVisible();
  await expect(buyerPage.getByRole('link', { name: 'Open your order' })).toHaveAttribute(
    'href',
    `/purchase?id=${mine.id}`,
  );
  await buyerPage.goto(`/users/${honeyOffer.dealer.id}`);
  const ratings = buyerPage.getByRole('region', { name: 'Ratings' });
  await expect(ratings).toContainText('1 rating');
  await expect(ratings).toContainText('Finom, sűrű méz');
  for (const page of [buyerPage, dealerPage, otherPage]) await page.context().close();
});

// Each language's walk opens the four order screens and scans each in 4 variants.
for (const lang of ['en', 'hu'] as const) {
  test(`the order screens at 390 and 1440 px, light and dark, in ${lang === 'hu' ? 'Hungarian' : 'English'}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const { dealer, buyer, other, honeyOffer, seedlingOffer } = await market(request);
    const hu = lang === 'hu';
    const text = (en: string, magyar: string) => (hu ? magyar : en);
    const locale = hu ? 'hu-HU' : 'en-GB';
    for (const user of [dealer, buyer, other]) {
      await callApi(request, user.token, 'PATCH', '/User', { language: lang });
    }
    const honey = await order(request, buyer, honeyOffer.id, 3);
    await order(request, buyer, seedlingOffer.id, 2);
    await order(request, other, honeyOffer.id, 1);
    const buyerPage = await openVariantPage(browser, { token: buyer.token, locale });
    const prefix = hu ? 'hu-orders' : 'orders';
    const { visit } = walkIn(lang);
    await visit(buyerPage, `${prefix}-cart`, '/cart', heading(text('Cart', 'Kosár')));
    await visit(buyerPage, `${prefix}-purchase`, `/purchase?id=${honey.id}`, heading('Akácméz'));
    await visit(
      buyerPage,
      `${prefix}-offer-ordered`,
      `/offers/${honeyOffer.id}`,
      heading('Akácméz'),
    );
    // After the dealer fulfils: the history, the offer page and the notice (#23.1).
    await callApi(request, dealer.token, 'POST', `/Sale/${honey.id}/Fulfil`);
    await visit(
      buyerPage,
      `${prefix}-purchases`,
      '/purchases',
      heading(text('My purchases', 'Vásárlásaim')),
    );
    await visit(
      buyerPage,
      `${prefix}-offer-fulfilled`,
      `/offers/${honeyOffer.id}`,
      heading('Akácméz'),
    );
    await visit(
      buyerPage,
      `${prefix}-notification-fulfilled`,
      '/notifications',
      heading(text('Notifications', 'Értesítések')),
    );
    const dealerPage = await openVariantPage(browser, { token: dealer.token, locale });
    await visit(dealerPage, `${prefix}-sales`, '/sales', heading(text('Sales', 'Eladások')));
    await visit(dealerPage, `${prefix}-sale`, `/sales/${honeyOffer.id}`, heading('Akácméz'));
    // The packing list on paper: the table, and where the goods are handed over (decision 077).
    await dealerPage.setViewportSize(viewports.desktop);
    await dealerPage.emulateMedia({ media: 'print', colorScheme: 'light' });
    await expect(dealerPage.getByRole('table')).toBeVisible();
    await expect(dealerPage.getByText(/, Kossuth u\. 12\. · Kert utca 12$/)).toBeVisible();
    await saveScreenshot(dealerPage, `${prefix}-sale-print`);
    await dealerPage.emulateMedia({ media: 'screen' });
    for (const page of [buyerPage, dealerPage]) await page.context().close();
  });
}

// Decision 081: a buyer removed from the group keeps their order, may delete it, not change it.
test('a removed member’s purchase offers only Delete, at 390 and 1440 px, light and dark, en and hu', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const { dealer, buyer, group, honeyOffer } = await market(request);
  const honey = await order(request, buyer, honeyOffer.id, 3);
  const { id: buyerId } = await callApi<{ id: string }>(request, buyer.token, 'GET', '/User');
  await callApi(request, dealer.token, 'POST', '/Membership/Kick', {
    userId: buyerId,
    groupId: group.id,
  });
  // Hungarian first: the English walk ends by deleting the order.
  for (const lang of ['hu', 'en'] as const) {
    const hu = lang === 'hu';
    const { visit } = walkIn(lang);
    await callApi(request, buyer.token, 'PATCH', '/User', { language: lang });
    const page = await openVariantPage(browser, {
      token: buyer.token,
      locale: hu ? 'hu-HU' : 'en-GB',
    });
    const notice = hu
      ? 'Már nem vagy tagja ennek a csoportnak: Kert utca 12'
      : 'You are no longer a member of Kert utca 12';
    await visit(
      page,
      `${hu ? 'hu-orders' : 'orders'}-purchase-removed`,
      `/purchase?id=${honey.id}`,
      async (p) => {
        await expect(p.getByText(notice)).toBeVisible();
        await expect(p.getByLabel(/^(Amount|Mennyiség)/)).toHaveCount(0);
      },
    );
    if (!hu) {
      await page.getByRole('button', { name: 'Delete order' }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete this order?' })
        .getByRole('button', { name: 'Delete order' })
        .click();
      await expect(page).toHaveURL(/\/cart$/);
      const gone = await request.get(`/api/Order/${honey.id}`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(gone.status()).toBe(404);
    }
    await page.context().close();
  }
});
