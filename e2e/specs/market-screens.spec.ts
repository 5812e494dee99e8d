import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { cardOf, shop, stock } from '../support/market-shop';
import { heading } from '../support/screen-checks';
import { openVariantPage, walkIn } from '../support/variants';

// Issue 12: every market screen opened once and checked at 390 and 1440 px, light and dark, in
// English and Hungarian (the flows are in market.spec.ts and market-deadline.spec.ts).

test.describe.configure({ timeout: 360_000 });

/** The dealer's market screens, with what each shows once ready. */
function dealerScreens(lang: 'en' | 'hu', productId: string, offerId: string) {
  const hu = lang === 'hu';
  const text = (en: string, magyar: string) => (hu ? magyar : en);
  return [
    { name: 'market', path: '/offers', ready: heading(text('Market', 'Piac')) },
    { name: 'myoffers', path: '/myoffers', ready: heading(text('My offers', 'Ajánlataim')) },
    { name: 'offer', path: `/offers/${offerId}`, ready: heading('Akácméz') },
    {
      name: 'offer-edit',
      path: `/offers/${offerId}/edit?orderedAmount=0&unit=50&measure=dkg`,
      ready: heading(
        text(
          'Change the amount and the pick-up place',
          'A mennyiség és az átvételi hely módosítása',
        ),
      ),
    },
    {
      name: 'offer-new',
      path: `/offers/new?product=${productId}`,
      ready: heading(text('New offer', 'Új ajánlat')),
    },
    { name: 'products', path: '/products', ready: heading(text('My products', 'Termékeim')) },
    { name: 'product', path: `/products/${productId}`, ready: heading('Akácméz') },
    {
      name: 'product-new',
      path: '/products/new',
      ready: heading(text('New product', 'Új termék')),
    },
    {
      name: 'product-edit',
      path: `/products/${productId}/edit`,
      ready: heading(text('Edit product', 'Termék szerkesztése')),
    },
    { name: 'producers', path: '/producers', ready: heading(text('My producers', 'Termelőim')) },
    {
      name: 'producer-new',
      path: '/producers/new',
      ready: heading(text('Add a producer', 'Termelő hozzáadása')),
    },
  ];
}

// Each language's walk opens 15 screens and scans each in 4 variants.
for (const lang of ['en', 'hu'] as const) {
  test(`every market screen at 390 and 1440 px, light and dark, in ${lang === 'hu' ? 'Hungarian' : 'English'}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const data = await shop(request);
    const { honey, honeyOffer } = await stock(request, data);
    const prefix = lang === 'hu' ? 'hu-market' : 'market';
    const { visit } = walkIn(lang);
    const locale = lang === 'hu' ? 'hu-HU' : 'en-GB';
    for (const user of [data.dealer, data.member, data.producer]) {
      await callApi(request, user.token, 'PATCH', '/User', { language: lang });
    }
    const dealerPage = await openVariantPage(browser, { token: data.dealer.token, locale });
    for (const screen of dealerScreens(lang, honey.id, honeyOffer.id)) {
      await visit(dealerPage, `${prefix}-${screen.name}`, screen.path, screen.ready);
    }
    const memberPage = await openVariantPage(browser, { token: data.member.token, locale });
    await visit(memberPage, `${prefix}-home-feed`, '/', (page) =>
      expect(cardOf(page, 'Akácméz')).toBeVisible(),
    );
    await visit(memberPage, `${prefix}-offer-member`, `/offers/${honeyOffer.id}`, (page) =>
      expect(page.getByRole('heading', { name: 'Akácméz', level: 1 })).toBeVisible(),
    );
    const producerPage = await openVariantPage(browser, { token: data.producer.token, locale });
    await visit(producerPage, `${prefix}-dealers`, '/dealers', async (page) => {
      await expect(page.getByText('Dénes Dealer')).toBeVisible();
      await expect(page.getByRole('article', { name: 'Mari Member' })).toBeVisible();
    });
    await visit(producerPage, `${prefix}-dealeroffer`, '/dealeroffer', (page) =>
      expect(cardOf(page, 'Akácméz')).toBeVisible(),
    );
    for (const page of [dealerPage, memberPage, producerPage]) await page.context().close();
  });
}
