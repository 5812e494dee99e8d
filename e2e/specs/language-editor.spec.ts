import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { pageFor } from '../support/pages';
import { siteAdminToken } from '../support/site-admin';
import { createMember, newUser } from '../support/users';
import { captureVariants, openVariantPage, walkIn } from '../support/variants';

// Issue 16: the site administrator's two screens, the translation editor and the feedback inbox.
// One file, one after another: they share the run's one site administrator, whose language
// some switch. The member's help, join-by-code and data download are in help.spec.ts,
// join-code.spec.ts, my-data.spec.ts and help-join-data-screens.spec.ts.
test.describe.configure({ mode: 'serial' });

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
