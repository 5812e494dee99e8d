import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { createOffer, createProduct } from '../support/market';
import { memberPage } from '../support/screenshots';
import { createMember, newUser, type Member } from '../support/users';
import { captureDialogVariants, captureVariants, openVariantPage } from '../support/variants';

// Issue 26, decision 205: a post, offer or event reported from its page; the group's admin hides
// it (its author reads why, the others no longer find it) or dismisses the report.

/** Anna administers the group; Béla and Cili are its members; Béla and Anna have each posted. */
async function circle(request: APIRequestContext) {
  const [anna, bela, cili] = await Promise.all([
    createMember(request, newUser('anna')),
    createMember(request, newUser('bela')),
    createMember(request, newUser('cili')),
  ]);
  const group = await callApi<{ id: string; name: string }>(request, anna.token, 'POST', '/Group', {
    name: `Kert utca ${anna.username}`,
  });
  await joinByLink(request, anna.token, group.id, bela.token);
  await joinByLink(request, anna.token, group.id, cili.token);
  const post = (author: Member, title: string) =>
    callApi<{ id: string; title: string }>(request, author.token, 'POST', '/Post', {
      groupId: group.id,
      title,
      description: 'Olcsó méz, hívj most!',
      tags: 'system.news',
    });
  const spam = await post(bela, `Méz akció ${bela.username}`);
  const news = await post(anna, `Körtefa metszés ${anna.username}`);
  return { anna, bela, cili, group, spam, news };
}

const reportCard = (page: Page, kind: 'post' | 'offer' | 'event', author: string) =>
  page.getByRole('article', {
    name: `Report on ${kind === 'post' ? 'a' : 'an'} ${kind} by ${author}`,
  });

test('a member reports a post; the admin hides it, its author reads why, others lose it', async ({
  browser,
  request,
}) => {
  const { anna, bela, cili, spam, news } = await circle(request);

  // Cili reports Béla's post from its page.
  const ciliPage = await openVariantPage(browser, { token: cili.token });
  await ciliPage.goto(`/posts/${spam.id}`);
  await ciliPage.getByRole('button', { name: 'Report' }).click();
  const dialog = ciliPage.getByRole('dialog', { name: 'Report this post' });
  await captureDialogVariants(ciliPage, 'item-report', dialog);
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  // Once sent, there is nothing more to send: no Report button that could only fail.
  await expect(ciliPage.getByRole('button', { name: 'Report' })).toBeHidden();
  await expect(ciliPage.getByText('Reported to the group’s admins')).toBeVisible();

  // Anna hides it from the reports screen, with a reason.
  const annaPage = await memberPage(browser, anna);
  await annaPage.goto('/reports');
  const report = reportCard(annaPage, 'post', bela.name);
  await expect(report).toContainText(spam.title);
  await expect(report).toContainText(`Reported by ${cili.name}`);
  await expect(report.getByRole('link', { name: 'Open the post' })).toHaveAttribute(
    'href',
    `/posts/${spam.id}`,
  );
  await report.getByRole('button', { name: 'Hide' }).click();
  const hide = annaPage.getByRole('dialog', { name: `Hide the post by ${bela.name}?` });
  await hide.getByRole('textbox', { name: 'Why (sent to the author)' }).fill('advertising');
  await hide.getByRole('button', { name: 'Hide it' }).click();
  await expect(hide).toBeHidden();
  await expect(report).toBeHidden();
  await annaPage.getByRole('radio', { name: 'Hidden' }).click();
  await expect(report).toContainText('Hidden');
  await expect(report).toContainText('Only its author can open it now.');
  await expect(report.getByRole('link', { name: 'Open the post' })).toBeHidden();

  // Béla, its author, still reads it, with the banner that says why.
  const belaPage = await openVariantPage(browser, { token: bela.token });
  await belaPage.goto(`/posts/${spam.id}`);
  await captureVariants(
    belaPage,
    'item-hidden-banner',
    async (p) => {
      await expect(p.getByRole('status').filter({ hasText: 'Hidden by an admin' })).toContainText(
        'Reason: advertising',
      );
      await expect(p.getByRole('heading', { name: spam.title })).toBeVisible();
    },
    {
      // Both widths and both schemes, two scans fewer (the dialog above took all four).
      variants: [
        { viewport: 'phone', scheme: 'dark' },
        { viewport: 'desktop', scheme: 'light' },
      ],
    },
  );

  // Cili no longer finds it: not in her feed (Anna's post is), and its page answers as if gone.
  await ciliPage.goto('/');
  await expect(ciliPage.getByText(news.title)).toBeVisible();
  await expect(ciliPage.getByText(spam.title)).toBeHidden();
  await ciliPage.goto(`/posts/${spam.id}`);
  await expect(ciliPage.getByText('This post does not exist or has been deleted.')).toBeVisible();
  await expect(ciliPage.getByText('Olcsó méz')).toBeHidden();
});

test('reports of an offer and an event on the Hungarian screen; a dismissed one leaves it', async ({
  browser,
  request,
}) => {
  const { anna, bela, cili, group } = await circle(request);
  const product = await createProduct(request, bela.token, { name: `Akácméz ${bela.username}` });
  const offer = await createOffer(request, bela.token, {
    productId: product.id,
    groupId: group.id,
  });
  const day = 24 * 3600 * 1000;
  const event = await callApi<{ id: string; name: string }>(request, bela.token, 'POST', '/Event', {
    groupId: group.id,
    name: `Mézvásár ${bela.username}`,
    time: new Date(Date.now() + 7 * day).toISOString(),
    applicationDeadline: new Date(Date.now() + 5 * day).toISOString(),
  });

  // Cili reports the offer from its page, the event through the API.
  const ciliPage = await memberPage(browser, cili);
  await ciliPage.goto(`/offers/${offer.id}`);
  await ciliPage.getByRole('button', { name: 'Report' }).click();
  const dialog = ciliPage.getByRole('dialog', { name: 'Report this offer' });
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Tell the admins what is wrong');
  await dialog.getByRole('textbox').fill('Ez nem házi méz, hanem bolti.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await callApi(request, cili.token, 'POST', `/Event/${event.id}/Report`, { reason: 'offensive' });

  // Anna reads both in Hungarian.
  await callApi(request, anna.token, 'PATCH', '/User', { language: 'hu' });
  const hu = await openVariantPage(browser, { token: anna.token, locale: 'hu-HU' });
  await hu.goto('/reports');
  await expect(hu.locator('html')).toHaveAttribute('lang', 'hu');
  const offerReport = hu.getByRole('article', { name: `Jelentés ${bela.name} ajánlatáról` });
  const eventReport = hu.getByRole('article', { name: `Jelentés ${bela.name} eseményéről` });
  await captureVariants(hu, 'hu-item-reports', async () => {
    await expect(offerReport).toContainText('Ez nem házi méz, hanem bolti.');
    await expect(eventReport).toContainText(event.name);
  });

  // She dismisses the offer's report: it leaves the open ones, and the offer stays.
  await offerReport.getByRole('button', { name: 'Elutasítás' }).click();
  await hu
    .getByRole('alertdialog', { name: 'Elutasítod ezt a jelentést?' })
    .getByRole('button', { name: 'Jelentés elutasítása' })
    .click();
  await expect(offerReport).toBeHidden();
  await expect(eventReport).toBeVisible();
  await hu.getByRole('radio', { name: 'Elutasított' }).click();
  await expect(offerReport).toBeVisible();
  await ciliPage.goto('/offers');
  await expect(ciliPage.getByText(product.name)).toBeVisible();
});
