import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { createMember, newUser } from '../support/users';
import { openVariantPage, walkIn } from '../support/variants';

// Issue 16: the screens of help.spec.ts, join-code.spec.ts and my-data.spec.ts at 390 and
// 1440 px, light and dark, in English and Hungarian: one walk, one member and group.

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
