import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openPage, saveScreenshot, screenshotMatrix } from '../support/screenshots';
import { createMember } from '../support/users';

const screens = [
  { name: 'home', path: '/' },
  { name: 'showcase', path: '/test' },
  { name: 'not-found', path: '/no/such/page' },
];

for (const { viewport, scheme } of screenshotMatrix) {
  test(`shell screens at ${viewport} in ${scheme} have no serious axe violations`, async ({
    browser,
    request,
  }) => {
    const { token } = await createMember(request);
    const page = await openPage(browser, viewport, scheme, { token });
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `${screen.name}-${viewport}-${scheme}`);
    }
    if (viewport === 'phone') {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('link', { name: 'My dealers', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `drawer-${viewport}-${scheme}`);
    }
    await page.context().close();
  });
}

test('the showcase shows the UI kit', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing here yet').first()).toBeVisible();
  await expect(page.getByRole('button').first()).toBeVisible();
});

test('a toast replaces the previous one', async ({ page }) => {
  await page.goto('/test');
  await page.getByRole('button', { name: 'Show toast', exact: true }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toasts).toHaveCount(1);
  await page.getByRole('button', { name: 'Show error toast' }).click();
  await expect(toasts).toHaveCount(1);
  await expect(toasts.first()).toContainText('An unexpected error');
});
