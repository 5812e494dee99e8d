import { expect, test, type Page } from '@playwright/test';
import { viewports } from '../support/screenshots';

// The switches sit in the right sidebar on a desktop (in the right drawer on a phone).
test.use({ viewport: viewports.desktop });

const html = (page: Page) => page.locator('html');

test.describe('theme', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system by default', async ({ page }) => {
    await page.goto('/test');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(
      page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'System' }),
    ).toBeChecked();
  });

  test('a chosen theme is applied to the root and survives a reload', async ({ page }) => {
    await page.goto('/test');
    const themes = page.getByRole('radiogroup', { name: 'Theme' });
    await themes.getByRole('radio', { name: 'Light' }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');

    await page.reload();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(
      page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Light' }),
    ).toBeChecked();

    await page
      .getByRole('radiogroup', { name: 'Theme' })
      .getByRole('radio', { name: 'Dark' })
      .click();
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });
});

test('specs run with reduced motion: a theme switch is not seen half-way by axe or a screenshot', async ({
  browser,
}) => {
  // The screen walks make their pages with browser.newContext() (support/variants.ts).
  const page = await (await browser.newContext()).newPage();
  await page.goto('/test');
  await expect(html(page)).toHaveAttribute('data-theme', 'system');
  await expect(page.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
  const durations = await page.evaluate(() => {
    document.documentElement.classList.toggle('dark');
    return document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => Number(animation.effect?.getComputedTiming().duration));
  });
  expect(durations.length, 'the switch starts colour transitions').toBeGreaterThan(0);
  expect(Math.max(...durations), 'the longest transition, in ms').toBeLessThan(1);
});
