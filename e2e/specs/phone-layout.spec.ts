import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { createOffer, createProduct, hoursFromNow } from '../support/market';
import { openPage } from '../support/screenshots';
import { createMember, newUser } from '../support/users';

// Issue 23.3 and 23.10, at 390 px in both languages: a card's byline wraps between words (it
// broke names inside them: "Kossu/th utc/ai kör"), the event answer's segments keep their words
// off their edges, and the header's unread badge leaves the bell visible.

test.describe.configure({ timeout: 240_000 });

const groupName = 'Kossuth utcai kör';
const dealerName = 'Kovácsné Szabó Erzsébet';

/** A dealer's sold-out offer (the buyer ordered all of it) and an open event, in one group. */
async function soldOutOffer(request: APIRequestContext) {
  const [dealer, buyer] = await Promise.all([
    createMember(request, { ...newUser('dealer'), name: dealerName }),
    createMember(request, { ...newUser('buyer'), name: 'Bodnár Benedek' }),
  ]);
  const group = await callApi<{ id: string }>(request, dealer.token, 'POST', '/Group', {
    name: groupName,
    description: 'A Kossuth utca lakói',
  });
  await joinByLink(request, dealer.token, group.id, buyer.token);
  const product = await createProduct(request, dealer.token, { name: 'Házi tojás', price: 90 });
  const offer = await createOffer(request, dealer.token, {
    productId: product.id,
    groupId: group.id,
    totalAmount: 2,
  });
  const order = await callApi<{ id: string }>(request, buyer.token, 'POST', '/Order', {
    offerId: offer.id,
    amount: 2,
  });
  const event = await callApi<{ id: string }>(request, dealer.token, 'POST', '/Event', {
    groupId: group.id,
    name: 'Udvartakarítás',
    time: hoursFromNow(96),
    applicationDeadline: hoursFromNow(72),
  });
  return { dealer, buyer, order, event };
}

/**
 * The words of `element`'s text that the browser laid out over more than one line: each word's
 * range has one line box (one distinct top) unless it was broken inside.
 */
function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = range.getClientRects();
        const tops = new Set<number>();
        for (let at = 0; at < rects.length; at += 1) {
          const rect = rects.item(at);
          if (rect) tops.add(Math.round(rect.top));
        }
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function expectBylineWhole(page: Page, card: Locator) {
  await expect(card).toBeVisible();
  for (const name of [dealerName, groupName]) {
    const link = card.getByRole('link', { name, exact: true });
    expect(await brokenWords(link), `"${name}" on ${page.url()}`).toEqual([]);
    // Nothing lets the browser break a word that fits on a line of its own either.
    const style = await link.evaluate((element) => {
      const { wordBreak, overflowWrap } = getComputedStyle(element);
      return { wordBreak, overflowWrap };
    });
    expect(style.wordBreak, name).not.toBe('break-all');
    expect(style.overflowWrap, name).not.toBe('anywhere');
  }
}

for (const lang of ['hu', 'en'] as const) {
  const soldOut = lang === 'hu' ? 'Elfogyott' : 'Sold out';
  const open = lang === 'hu' ? 'Rendelhető' : 'Open for orders';

  test(`a sold-out offer card has one badge and a byline broken only between words at 390 px (${lang})`, async ({
    browser,
    request,
  }) => {
    const { buyer, order } = await soldOutOffer(request);
    await callApi(request, buyer.token, 'PATCH', '/User', { language: lang });
    const page = await openPage(browser, 'phone', 'light', {
      locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
      token: buyer.token,
    });
    for (const path of ['/', '/offers', `/purchase?id=${order.id}`]) {
      await page.goto(path);
      const card = page.getByRole('article', { name: 'Házi tojás' });
      await expect(card.getByText(soldOut, { exact: true })).toBeVisible();
      await expect(card.getByText(open, { exact: true })).toHaveCount(0);
      await expectBylineWhole(page, card);
    }
    await page.context().close();
  });

  test(`the event answer control keeps its words off its edges at 390 px (${lang})`, async ({
    browser,
    request,
  }) => {
    const { buyer, event } = await soldOutOffer(request);
    await callApi(request, buyer.token, 'PATCH', '/User', { language: lang });
    const page = await openPage(browser, 'phone', 'light', {
      locale: lang === 'hu' ? 'hu-HU' : 'en-GB',
      token: buyer.token,
    });
    await page.goto(`/events/${event.id}`);
    const radios = page.getByRole('radiogroup').getByRole('radio');
    await expect(radios).toHaveCount(3);
    for (const radio of await radios.all()) {
      // The label is not cut (no ellipsis), and icon and label stay at least 6 px from the
      // segment's sides.
      const fit = await radio.evaluate((segment) => {
        const box = segment.getBoundingClientRect();
        const parts = Array.from(segment.children, (child: Element) =>
          child.getBoundingClientRect(),
        );
        const label = segment.querySelector('span');
        return {
          cut: label ? label.scrollWidth > label.clientWidth : true,
          left: Math.min(...parts.map((part) => part.left)) - box.left,
          right: box.right - Math.max(...parts.map((part) => part.right)),
        };
      });
      expect(fit.cut, await radio.innerText()).toBe(false);
      expect(fit.left, await radio.innerText()).toBeGreaterThanOrEqual(6);
      expect(fit.right, await radio.innerText()).toBeGreaterThanOrEqual(6);
    }
    await page.context().close();
  });
}

test("the header's unread badge covers little of the bell at 390 px", async ({
  browser,
  request,
}) => {
  const { buyer } = await soldOutOffer(request);
  await callApi(request, buyer.token, 'POST', '/Notification/Test');
  const page = await openPage(browser, 'phone', 'light', { token: buyer.token });
  await page.goto('/groups');
  const bell = page.getByRole('banner').getByRole('link', { name: 'Notifications' });
  const badge = page.getByRole('banner').getByRole('img', { name: /unread notification/ });
  await expect(badge).toBeVisible();
  const icon = await bell.locator('svg').boundingBox();
  const bubble = await badge.boundingBox();
  if (!icon || !bubble) throw new Error('the bell or its badge has no box');
  const overlap =
    Math.max(
      0,
      Math.min(icon.x + icon.width, bubble.x + bubble.width) - Math.max(icon.x, bubble.x),
    ) *
    Math.max(
      0,
      Math.min(icon.y + icon.height, bubble.y + bubble.height) - Math.max(icon.y, bubble.y),
    );
  expect(overlap / (icon.width * icon.height)).toBeLessThan(0.1);
  await page.context().close();
});
