import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { callApi } from '../support/api';
import { viewports } from '../support/screenshots';
import { siteAdminToken } from '../support/site-admin';
import { createMember, newUser, useSession } from '../support/users';
import { captureVariants, openVariantPage, walkIn } from '../support/variants';

// Issue 16: the translation editor, help, joining by code, feedback and "download my data".
// One after another: they share the run's one site administrator, whose language some switch.
test.describe.configure({ mode: 'serial' });

async function pageFor(browser: Browser, token: string, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop, locale });
  const page = await context.newPage();
  await useSession(page, token);
  return page;
}

test('a site administrator edits a Hungarian text, members see it after a reload; copy and delete', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, newUser('olvaso'));
  await callApi(request, member.token, 'PATCH', '/User', { language: 'hu' });
  const admin = await pageFor(browser, await siteAdminToken(request));
  await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await admin.goto('/languageconfig');
  await expect(admin.getByRole('heading', { name: 'Texts', level: 1 })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search texts' }).fill('translations.admins_only');
  const row = admin.getByRole('form', { name: 'translations.admins_only' });
  const edited = 'A szövegeket az oldal gondnokai írják át. Írj nekik, ha valami nem világos.';
  await row.getByLabel('Magyar').fill(edited);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expect(row.getByText('Changed')).toBeVisible();

  // A member reading Hungarian: the edit shows on the next load, with no new build.
  const reader = await pageFor(browser, member.token, 'hu-HU');
  await reader.goto('/languageconfig');
  await expect(reader.getByText(edited)).toBeVisible();

  // Copy changes: the edited text under its locale file, as JSON.
  await admin.getByRole('button', { name: 'Copy changes' }).click();
  await expect(admin.getByText('Copied', { exact: true }).first()).toBeVisible();
  const copied = JSON.parse(await admin.evaluate(() => navigator.clipboard.readText())) as Record<
    string,
    Record<string, string>
  >;
  expect(copied['hu/language.json']).toEqual({ 'translations.admins_only': edited });

  // Delete all changes: the app's own text is back for the reader after a reload.
  await admin.getByRole('button', { name: 'Delete all changes' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete changes' }).click();
  await expect(admin.getByText(/Copying and deleting changes wait for a first edit/)).toBeVisible();
  await reader.reload();
  await expect(
    reader.getByText(/Az alkalmazás szövegeit csak az oldal adminisztrátorai/),
  ).toBeVisible();
  await expect(reader.getByText(edited)).toBeHidden();
});

test('translation screens at 390 and 1440 px, light and dark, in English and Hungarian', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await siteAdminToken(request);
  const member = await createMember(request, newUser('tag'));
  for (const language of ['en', 'hu'] as const) {
    const { capture } = walkIn(language);
    // Signed in, the account's language is the interface's (decision 059).
    await callApi(request, token, 'PATCH', '/User', { language });
    const admin = await openVariantPage(browser, { token });
    await admin.goto('/languageconfig?search=nav.p');
    await capture(
      admin,
      `languageconfig-${language}`,
      (p) => expect(p.getByRole('form', { name: 'nav.posts' })).toBeVisible(),
      { fullPage: false },
    );
    await admin.goto('/addtext?key=help./example');
    await capture(admin, `addtext-${language}`, (p) =>
      expect(p.getByRole('textbox').first()).toHaveValue('help./example'),
    );
    await admin.context().close();
  }
  await callApi(request, token, 'PATCH', '/User', { language: 'en' });
  const visitor = await openVariantPage(browser, { token: member.token });
  await visitor.goto('/languageconfig');
  await captureVariants(visitor, 'languageconfig-member-en', (p) =>
    expect(p.getByText('For site administrators only')).toBeVisible(),
  );
});

test('a member sends feedback about a screen; the site administrator reads it and marks it done', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, newUser('hangos'));
  const page = await pageFor(browser, member.token);
  await page.goto('/feedback?path=/groups');
  await page
    .getByLabel('Your feedback')
    .fill(`The groups list could sort by size (${member.name})`);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you! Your feedback is sent').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Received feedback' })).toHaveCount(0);

  const admin = await pageFor(browser, await siteAdminToken(request));
  await admin.goto('/feedback');
  const card = admin.getByRole('article', { name: `Feedback from ${member.name}` });
  await expect(card.getByText(/could sort by size/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'About /groups' })).toBeVisible();
  await card.getByRole('button', { name: 'Mark done' }).click();
  await expect(card).toBeHidden();
  await admin.getByRole('radio', { name: 'Done' }).click();
  await expect(card.getByRole('button', { name: 'Open again' })).toBeVisible();
});

test('feedback screens at 390 and 1440 px, light and dark, in English and Hungarian', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await siteAdminToken(request);
  const member = await createMember(request, newUser('visszajelzo'));
  await callApi(request, member.token, 'POST', '/Feedback', {
    text: 'Jó lenne, ha a naptár a hét elején hétfővel kezdődne.\nKöszönöm!',
    path: '/calendar/week',
  });
  for (const language of ['en', 'hu'] as const) {
    const { capture } = walkIn(language);
    await callApi(request, token, 'PATCH', '/User', { language });
    const admin = await openVariantPage(browser, { token });
    await admin.goto('/feedback?path=/groups');
    await capture(admin, `feedback-admin-${language}`, (p) =>
      expect(p.getByRole('article').first()).toBeVisible(),
    );
    await admin.context().close();
  }
  await callApi(request, token, 'PATCH', '/User', { language: 'en' });
  const page = await openVariantPage(browser, { token: member.token });
  await page.goto('/feedback');
  await captureVariants(page, 'feedback-member-en', (p) =>
    expect(p.getByRole('button', { name: 'Send feedback' })).toBeVisible(),
  );
});

test('help opens on screens with their own texts, the cart (signed-in texts) among them', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, newUser('kivancsi'));
  const group = await callApi<{ id: string }>(request, member.token, 'POST', '/Group', {
    name: 'Kert utca',
  });
  const page = await pageFor(browser, member.token);
  const help = page.getByRole('dialog', { name: 'Help' });
  for (const [path, text] of [
    ['/groups', /The groups you belong to/],
    [`/groups/${group.id}/details`, /The group's description and members/],
    ['/settings', /download all your data here/],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Help' }).click();
    await expect(help.getByText(text)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  }
  // A screen's help loads with the signed-in texts (the cart's, issue 13), never "[help./cart]".
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(help.getByText(/Your open orders and the free offers you accepted/)).toBeVisible();
  await expect(help).not.toContainText('[help.');
  // From the dialog to feedback about the screen.
  await help.getByRole('link', { name: 'Send feedback about this screen' }).click();
  await expect(page.getByLabel('About the screen')).toHaveValue('/cart');
});

test('a member joins with a code read off the invite screen; a used-up code is refused', async ({
  browser,
  request,
}) => {
  const [anna, bela, cili] = await Promise.all([
    createMember(request, newUser('anna')),
    createMember(request, newUser('bela')),
    createMember(request, newUser('cili')),
  ]);
  const group = await callApi<{ id: string }>(request, anna.token, 'POST', '/Group', {
    name: `Kert utca ${anna.username}`,
  });
  const admin = await pageFor(browser, anna.token);
  await admin.goto(`/groups/${group.id}/details/invite`);
  const panel = admin.getByRole('region', { name: 'Access code' });
  await panel.getByLabel('How many people may join with it').fill('1');
  await panel.getByRole('button', { name: 'Make a code' }).click();
  const shown = panel.getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(shown).toBeVisible();
  const code = (await shown.textContent()) ?? '';
  await expect(
    admin.getByRole('region', { name: 'Active codes' }).getByText('0 of 1 joined'),
  ).toBeVisible();

  const newcomer = await pageFor(browser, bela.token);
  await newcomer.goto('/groups');
  await newcomer.getByRole('link', { name: 'Join with a code' }).click();
  await newcomer.getByLabel('Access code').fill(code.toLowerCase());
  await newcomer.getByRole('button', { name: 'Join group' }).click();
  await expect(newcomer).toHaveURL(new RegExp(`/groups/${group.id}$`));
  await expect(newcomer.getByRole('heading', { name: `Kert utca ${anna.username}` })).toBeVisible();

  const late = await pageFor(browser, cili.token);
  await late.goto('/groups/join');
  await late.getByLabel('Access code').fill(code);
  await late.getByRole('button', { name: 'Join group' }).click();
  await expect(late.getByText(/used as many times as it allows/)).toBeVisible();
  await admin.reload();
  await expect(admin.getByText('No code works right now')).toBeVisible();
});

test('"Download my data" saves a JSON file and a readable page', async ({ browser, request }) => {
  const member = await createMember(request, newUser('adatos'));
  const group = await callApi<{ id: string }>(request, member.token, 'POST', '/Group', {
    name: 'Adatos kör',
  });
  await callApi(request, member.token, 'POST', '/Post', {
    groupId: group.id,
    title: 'Saját poszt',
  });
  const page = await pageFor(browser, member.token);
  await page.goto('/settings');
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^kozos-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(readFileSync(await json.path(), 'utf8')) as {
    sections: { name: string; data: unknown }[];
  };
  expect(saved.sections.find((section) => section.name === 'profile')?.data).toMatchObject({
    email: member.email,
  });
  expect(JSON.stringify(saved)).toContain('Saját poszt');
  const [html] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Readable summary (HTML)' }).click(),
  ]);
  const summary = await browser.newPage();
  await summary.setContent(readFileSync(await html.path(), 'utf8'));
  await expect(summary.getByRole('heading', { name: 'My data in Közös' })).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await expect(summary.getByText('Saját poszt')).toBeVisible();
  await summary.close();
});

test('help, join, code and data screens at 390 and 1440 px, light and dark, in English and Hungarian', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const member = await createMember(request, newUser('kepes'));
  const group = await callApi<{ id: string }>(request, member.token, 'POST', '/Group', {
    name: 'Kert utca 12',
    description: 'Garden neighbours sharing tools, seeds and Sunday lunches.',
  });
  for (const language of ['en', 'hu'] as const) {
    const { visit, capture } = walkIn(language);
    await callApi(request, member.token, 'PATCH', '/User', { language });
    const page = await openVariantPage(browser, { token: member.token });
    const words =
      language === 'en'
        ? { help: 'Help', join: 'Join group', code: 'Make a code', json: 'Download my data (JSON)' }
        : {
            help: 'Súgó',
            join: 'Belépés a csoportba',
            code: 'Kód készítése',
            json: 'Adataim letöltése (JSON)',
          };
    await page.goto('/groups');
    // The help button is in the header on a phone and in the side menu on a desktop: the dialog
    // is opened again in whichever the variant shows.
    const dialog = page.getByRole('dialog', { name: words.help });
    await capture(
      page,
      `help-groups-${language}`,
      async (p) => {
        if (!(await dialog.isVisible())) await p.getByRole('button', { name: words.help }).click();
        await expect(dialog).toBeVisible();
      },
      { fullPage: false },
    );
    await page.keyboard.press('Escape');
    await visit(page, `groups-join-${language}`, '/groups/join', (p) =>
      expect(p.getByRole('button', { name: words.join })).toBeVisible(),
    );
    await page.goto(`/groups/${group.id}/details/invite`);
    await page.getByRole('button', { name: words.code }).click();
    await capture(page, `invite-code-${language}`, (p) =>
      expect(p.getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeVisible(),
    );
    await visit(page, `settings-data-${language}`, '/settings', (p) =>
      expect(p.getByRole('button', { name: words.json })).toBeVisible(),
    );
    await page.context().close();
  }
});
