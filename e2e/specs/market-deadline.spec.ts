import { expect, test } from '@playwright/test';
import { createOffer, createProduct } from '../support/market';
import { cardOf, shop } from '../support/market-shop';
import { pageFor } from '../support/pages';

// Issue 12: an offer's deadline holds against an edit screen opened in time, and a free offer
// reads as Free (market.spec.ts has the dealer's whole story).

test.describe.configure({ timeout: 360_000 });

test('an edit sent after the deadline is refused; a free offer shows as Free', async ({
  browser,
  request,
}) => {
  const { dealer, member, group } = await shop(request);
  const jam = await createProduct(request, dealer.token, { name: 'Szilvalekvár', price: 900 });
  const closing = await createOffer(request, dealer.token, {
    productId: jam.id,
    groupId: group.id,
    orderDeadline: new Date(Date.now() + 15_000).toISOString(),
  });
  const dealerPage = await pageFor(browser, dealer.token);
  await dealerPage.goto(`/offers/${closing.id}/edit?orderedAmount=0&unit=1&measure=pcs`);
  await dealerPage.getByLabel(/^Total amount/).fill('30');
  // The page was opened in time; the save arrives after the deadline.
  await expect
    .poll(() => Date.parse(closing.orderDeadline) - Date.now(), { timeout: 30_000 })
    .toBeLessThan(-1000);
  await dealerPage.getByRole('button', { name: 'Save' }).click();
  await expect(
    dealerPage.getByText('Cannot be modified after deadline', { exact: true }),
  ).toBeVisible();
  await dealerPage.goto(`/offers/${closing.id}`);
  await expect(cardOf(dealerPage, 'Szilvalekvár')).toContainText('20 of 20');
  await expect(cardOf(dealerPage, 'Szilvalekvár')).toContainText('Deadline passed');
  await expect(dealerPage.getByRole('button', { name: 'Change amount and place' })).toBeDisabled();

  const seedlings = await createProduct(request, dealer.token, { name: 'Palánta', price: 0 });
  await createOffer(request, dealer.token, { productId: seedlings.id, groupId: group.id });
  const memberPage = await pageFor(browser, member.token);
  await memberPage.goto('/offers');
  await expect(cardOf(memberPage, 'Palánta')).toContainText('Free');
  await expect(cardOf(memberPage, 'Palánta')).not.toContainText('0 ft');
});
