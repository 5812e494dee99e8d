import { expect, test } from '@playwright/test';
import { screenshotMatrix } from '../support/screenshots';
import { openVariantPage, visitVariants } from '../support/variants';
import { createMember } from '../support/users';

const screens = [
  { name: 'home', path: '/' },
  { name: 'showcase', path: '/test' },
  { name: 'not-found', path: '/no/such/page' },
];

test('shell screens have no serious axe violations at 390 and 1440 px, light and dark', async ({
  browser,
  request,
}) => {
  const { token } = await createMember(request);
  const page = await openVariantPage(browser, { token });
  for (const screen of screens) {
    await visitVariants(page, screen.name, screen.path, (p) =>
      expect(p.getByRole('main')).toBeVisible(),
    );
  }
  // The menu drawer exists on phones only.
  const phone = screenshotMatrix.filter(({ viewport }) => viewport === 'phone');
  await visitVariants(
    page,
    'drawer',
    '/',
    async (p) => {
      const dealers = p.getByRole('link', { name: 'My dealers', exact: true });
      if (!(await dealers.isVisible())) await p.getByRole('button', { name: 'Open menu' }).click();
      await expect(dealers).toBeVisible();
    },
    { variants: phone },
  );
  await page.context().close();
});

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
