import { expect, test, type Page } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { linkIn, waitForMail } from '../support/mail';
import { cardOf, shop } from '../support/market-shop';
import { pageFor } from '../support/pages';
import { newUser } from '../support/users';

// Issue 12, the market's supply side: products, producers and dealers, offers. One flow test
// per role story (this file and market-deadline.spec.ts) and one walk per language that opens
// every market screen once and checks it at 390 and 1440 px, light and dark
// (market-screens.spec.ts).

test.describe.configure({ timeout: 360_000 });

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types a datetime-local value `hours` from now (the browser's zone, decision 062). */
async function fillTime(page: Page, label: string | RegExp, hours: number) {
  const value = await page.evaluate((h) => {
    const time = new Date(Date.now() + h * 3600 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
  }, hours);
  await page.getByLabel(label).fill(value);
}

test('a dealer connects producers, stocks products and offers them; members find the offer', async ({
  browser,
  request,
}) => {
  const { dealer, member, producer, group } = await shop(request);
  // The producer is a member of the group: publishing asks to confirm (spec §5).
  await joinByLink(request, dealer.token, group.id, producer.token);
  const dealerPage = await pageFor(browser, dealer.token);

  // A registered producer gets a request: the dealer sees only the address until they accept.
  await dealerPage.goto('/producers/new');
  await dealerPage.getByLabel(/e-mail address/).fill(producer.email);
  await dealerPage.getByRole('button', { name: 'Add producer' }).click();
  await expect(dealerPage).toHaveURL(/\/producers$/);
  await expect(
    dealerPage.getByText(`Request sent to ${producer.email}`, { exact: true }),
  ).toBeVisible();
  await expect(cardOf(dealerPage, producer.email)).toContainText('Waiting for the producer');
  await expect(dealerPage.getByText('Piroska')).toHaveCount(0);

  // The producer, in their own browser, is notified and accepts on My dealers (decision 076).
  const producerPage = await pageFor(browser, producer.token);
  await producerPage.goto('/notifications');
  await producerPage.getByText('Dénes Dealer asks to add you as their producer').click();
  await expect(producerPage).toHaveURL(/\/dealers$/);
  await producerPage.getByRole('button', { name: 'Accept Dénes Dealer' }).click();
  await expect(
    producerPage.getByText('Dénes Dealer can now name you as their producer', { exact: true }),
  ).toBeVisible();
  await expect(producerPage.getByRole('button', { name: 'Accept Dénes Dealer' })).toHaveCount(0);
  await dealerPage.reload();
  await expect(cardOf(dealerPage, 'Piroska Termelő')).toContainText('Piroska Méhészet');

  // An unknown address is invited, registers through the mail's link, and is then connected.
  const newcomer = newUser('newproducer');
  await dealerPage.goto('/producers/new');
  await dealerPage.getByLabel(/e-mail address/).fill(newcomer.email);
  await dealerPage.getByRole('button', { name: 'Add producer' }).click();
  await expect(
    dealerPage.getByText(`Request sent to ${newcomer.email}`, { exact: true }),
  ).toBeVisible();
  await expect(cardOf(dealerPage, newcomer.email)).toContainText('Waiting for the producer');
  const mail = await waitForMail(request, newcomer.email, /would like to add you as a producer/);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(linkIn(mail, '/activate?k='));
  await visitor.getByLabel('Name', { exact: true }).fill('Új Termelő');
  await visitor.getByLabel('Username').fill(newcomer.username);
  await visitor.getByLabel('Password', { exact: true }).fill(newcomer.password);
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor).toHaveURL(/\/start$/);
  // Registered, but not accepted yet: still only the address.
  await dealerPage.reload();
  await expect(cardOf(dealerPage, newcomer.email)).toContainText('Waiting for the producer');

  // A product with a custom measure and a producer: toast, then back.
  await dealerPage.goto('/products');
  await dealerPage.getByRole('link', { name: 'New product' }).first().click();
  await dealerPage.getByLabel('Name', { exact: true }).fill('Akácméz');
  await dealerPage.getByLabel('Order unit', { exact: true }).fill('2');
  await chooseOption(dealerPage, 'Measure', 'Other…');
  await dealerPage.getByLabel('Your own measure').fill('üveg (50 dkg)');
  await dealerPage.getByLabel(/^Price per order unit/).fill('2400');
  await dealerPage.getByLabel(/^Stock/).fill('30');
  await chooseOption(dealerPage, 'Producer', 'Piroska Termelő');
  await dealerPage.getByRole('button', { name: 'Food', exact: true }).click();
  await dealerPage.getByRole('button', { name: 'Add product' }).click();
  await expect(dealerPage.getByText('Product added', { exact: true })).toBeVisible();
  await expect(dealerPage).toHaveURL(/\/products$/);
  await cardOf(dealerPage, 'Akácméz').getByRole('link', { name: 'Akácméz' }).click();

  // Offered in the group where the producer is a member: the form asks first.
  await dealerPage.getByRole('link', { name: 'Offer in a group' }).click();
  await chooseOption(dealerPage, 'Group', group.name);
  await dealerPage.getByLabel(/^Total amount/).fill('40');
  await fillTime(dealerPage, 'Order deadline', 48);
  await fillTime(dealerPage, 'Delivery', 72);
  await dealerPage.getByLabel(/^Pick-up place/).fill('Kossuth u. 12.');
  await dealerPage.getByRole('button', { name: 'Publish offer' }).click();
  await expect(dealerPage.getByText('Only 30 in stock')).toBeVisible();
  await dealerPage.getByLabel(/^Total amount/).fill('20');
  await dealerPage.getByRole('button', { name: 'Publish offer' }).click();
  const question = dealerPage.getByRole('alertdialog', { name: 'The producer is in this group' });
  await expect(question).toContainText('Piroska Termelő');
  await question.getByRole('button', { name: 'Continue' }).click();
  await expect(dealerPage.getByText('Offer published', { exact: true })).toBeVisible();
  await expect(dealerPage.getByRole('heading', { name: 'Akácméz', level: 1 })).toBeVisible();
  await expect(cardOf(dealerPage, 'Akácméz')).toContainText('Pick-up placeKossuth u. 12.');
  const offerUrl = dealerPage.url();

  // A member sees it in the market, in the home feed and by search.
  const memberPage = await pageFor(browser, member.token);
  await memberPage.goto('/offers');
  await expect(cardOf(memberPage, 'Akácméz')).toContainText('2,400 ft');
  await expect(cardOf(memberPage, 'Akácméz')).toContainText('per 2 üveg (50 dkg)');
  await memberPage.goto('/');
  await expect(cardOf(memberPage, 'Akácméz')).toContainText('20 of 20');
  await memberPage.getByRole('searchbox', { name: 'Search the feed' }).fill('akacm');
  await expect(cardOf(memberPage, 'Akácméz')).toBeVisible();
  await memberPage.getByRole('searchbox', { name: 'Search the feed' }).fill('zeppelin');
  await expect(cardOf(memberPage, 'Akácméz')).toBeHidden();

  // The dealer raises the amount and moves the pick-up (decision 077); the stock follows.
  await dealerPage.goto(offerUrl);
  await dealerPage.getByRole('link', { name: 'Change amount and place' }).click();
  await dealerPage.getByLabel(/^Total amount/).fill('25');
  await expect(dealerPage.getByLabel(/^Pick-up place/)).toHaveValue('Kossuth u. 12.');
  await dealerPage.getByLabel(/^Pick-up place/).fill('Piac tér 1., a kapunál');
  await dealerPage.getByRole('button', { name: 'Save' }).click();
  await expect(dealerPage.getByText('Offer updated', { exact: true })).toBeVisible();
  await expect(cardOf(dealerPage, 'Akácméz')).toContainText('25 of 25');

  // The member orders 12 and finds where to collect it in the cart.
  const offerId = new URL(offerUrl).pathname.split('/').pop();
  await callApi(request, member.token, 'POST', '/Order', { offerId, amount: 12 });
  await memberPage.goto('/cart');
  await expect(memberPage.getByRole('region', { name: 'Dénes Dealer' })).toContainText(
    /Pick-up at \d\d:\d\d, Piac tér 1\., a kapunál/,
  );

  // Below what is ordered is refused (the edit screen's minimum, spec §2 and §5).
  await dealerPage.goto(offerUrl);
  await expect(cardOf(dealerPage, 'Akácméz')).toContainText('13 of 25');
  await dealerPage.getByRole('link', { name: 'Change amount and place' }).click();
  await expect(dealerPage.getByLabel('Total amount (at least 12, already ordered)')).toBeVisible();
  await dealerPage.getByLabel(/^Total amount/).fill('10');
  await dealerPage.getByRole('button', { name: 'Save' }).click();
  await expect(
    dealerPage.getByText('Entered amount is lower than the already ordered amount'),
  ).toBeVisible();

  // A product with an offer cannot be deleted: the screen says why before any attempt.
  await dealerPage.goto('/products');
  await cardOf(dealerPage, 'Akácméz').getByRole('link', { name: 'Akácméz' }).click();
  await expect(dealerPage.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(dealerPage.getByText(/cannot be deleted while it has an offer/)).toBeVisible();
});
