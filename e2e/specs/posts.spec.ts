import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { openPage, saveScreenshot, screenshotMatrix, viewports } from '../support/screenshots';
import { createMember, newUser, useSession, type TestUser } from '../support/users';

type Member = TestUser & { token: string };

async function pageFor(browser: Browser, member: Member): Promise<Page> {
  const page = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await useSession(page, member.token);
  return page;
}

/** Anna's group with Béla in it, and Cili in a group of her own. */
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
  await callApi(request, cili.token, 'POST', '/Group', { name: `Piac ${cili.username}` });
  return { anna, bela, cili, group };
}

test('a post with tags and a link reaches the home, group and profile feeds of members only', async ({
  browser,
  request,
}) => {
  const { anna, bela, cili, group } = await circle(request);
  const annaPage = await pageFor(browser, anna);
  await annaPage.goto('/posts/new');
  // The UI kit's select: a combobox whose options are the groups by name.
  await annaPage.getByRole('combobox', { name: 'Group' }).click();
  await annaPage.getByRole('option', { name: group.name }).click();
  await annaPage.getByLabel('Title', { exact: true }).fill('Körtefa metszés szombaton');
  await annaPage.getByLabel('Description').fill('Hozzatok létrát és ollót.\nUtána tea.');
  await annaPage.getByRole('button', { name: 'Food', exact: true }).click();
  await annaPage.getByLabel('Other tags').fill('kert');
  await annaPage.getByLabel('Other tags').press('Enter');
  await annaPage.getByLabel('Link').fill('https://example.org/metszes');
  await annaPage.getByRole('button', { name: 'Publish' }).click();
  await expect(annaPage).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);
  await expect(annaPage.getByRole('heading', { name: 'Körtefa metszés szombaton' })).toBeVisible();
  await expect(annaPage.getByRole('link', { name: /example\.org\/metszes/ })).toHaveAttribute(
    'rel',
    /noopener/,
  );

  const belaPage = await pageFor(browser, bela);
  await belaPage.goto('/');
  await expect(belaPage.getByText('Körtefa metszés szombaton')).toBeVisible();
  await belaPage.goto(`/groups/${group.id}`);
  await expect(belaPage.getByText('Körtefa metszés szombaton')).toBeVisible();
  await belaPage.goto(
    `/users/${(await callApi<{ id: string }>(request, anna.token, 'GET', '/User')).id}`,
  );
  await belaPage.getByRole('link', { name: 'Show posts' }).click();
  await expect(belaPage.getByText('Körtefa metszés szombaton')).toBeVisible();

  // Search folds accents both ways.
  await belaPage.goto('/');
  await belaPage.getByRole('searchbox', { name: 'Search the feed' }).fill('kortefa');
  await expect(belaPage.getByText('Körtefa metszés szombaton')).toBeVisible();
  await belaPage.getByRole('searchbox', { name: 'Search the feed' }).fill('zeppelin');
  await expect(belaPage.getByText('Körtefa metszés szombaton')).toBeHidden();

  const ciliPage = await pageFor(browser, cili);
  await ciliPage.goto('/');
  await expect(ciliPage.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(ciliPage.getByText('Körtefa metszés szombaton')).toBeHidden();
});

test('the home feed pages to its end', async ({ browser, request }) => {
  const { anna, bela, group } = await circle(request);
  for (let i = 1; i <= 12; i += 1) {
    await callApi(request, anna.token, 'POST', '/Post', {
      groupId: group.id,
      title: `Hír ${i}`,
      description: 'Napi hír',
    });
  }
  const belaPage = await pageFor(browser, bela);
  await belaPage.goto('/');
  await expect(belaPage.getByText('Hír 12', { exact: true })).toBeVisible();
  await belaPage.getByText('Hír 3', { exact: true }).scrollIntoViewIfNeeded();
  await belaPage.mouse.wheel(0, 5000);
  await expect(belaPage.getByText('You have reached the end')).toBeVisible();
  await expect(belaPage.getByText('Hír 1', { exact: true })).toBeVisible();
});

test('a warning post notifies the other members', async ({ browser, request }) => {
  const { anna, bela, group } = await circle(request);
  const annaPage = await pageFor(browser, anna);
  await annaPage.goto('/posts/new');
  // The UI kit's select: a combobox whose options are the groups by name.
  await annaPage.getByRole('combobox', { name: 'Group' }).click();
  await annaPage.getByRole('option', { name: group.name }).click();
  await annaPage.getByLabel('Title', { exact: true }).fill('Vízelzárás holnap');
  await annaPage.getByRole('button', { name: 'Warning', exact: true }).click();
  await expect(annaPage.getByText('Members of the group will be notified')).toBeVisible();
  await annaPage.getByRole('button', { name: 'Publish' }).click();
  await expect(annaPage).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);

  const belaPage = await pageFor(browser, bela);
  await belaPage.goto('/');
  await expect(belaPage.getByLabel('1 unread notification', { exact: true })).toBeVisible();
  await belaPage.getByRole('link', { name: 'Notifications', exact: true }).click();
  // Who posted it, and where.
  await expect(
    belaPage.getByText(`${anna.name} posted a warning in ${group.name}: Vízelzárás holnap`),
  ).toBeVisible();
});

test('a title pasted with a tab is refused on the field, in English and Hungarian', async ({
  browser,
  request,
}) => {
  const copy = {
    en: {
      title: 'Title',
      publish: 'Publish',
      refused: 'Write it on one line, without line breaks or tabs',
    },
    hu: {
      title: 'Cím',
      publish: 'Közzététel',
      refused: 'Egy sorba írd, sortörés és tabulátor nélkül',
    },
  };
  for (const language of ['en', 'hu'] as const) {
    const member = await createMember(request, newUser(`oneline${language}`));
    await callApi(request, member.token, 'PATCH', '/User', { language });
    for (const { viewport, scheme } of screenshotMatrix) {
      const page = await openPage(browser, viewport, scheme, { token: member.token });
      await page.goto('/posts/new');
      await page.getByLabel(copy[language].title, { exact: true }).fill('Körtefa\tmetszés');
      await page.getByRole('button', { name: copy[language].publish }).click();
      await expect(page.getByText(copy[language].refused)).toBeVisible();
      await saveScreenshot(page, `post-form-one-line-${language}-${viewport}-${scheme}`);
      await page.context().close();
    }
  }
});
