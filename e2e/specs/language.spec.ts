import { expect, test } from '@playwright/test';
import { viewports } from '../support/screenshots';

// The switches sit in the right sidebar on a desktop (in the right drawer on a phone).
test.use({ viewport: viewports.desktop });

test.describe('language', () => {
  test.use({ locale: 'en-GB' });

  test('switching to Hungarian translates the app, sets <html lang> and survives a reload', async ({
    page,
  }) => {
    await page.goto('/test');
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
    await page
      .getByRole('radiogroup', { name: 'Language' })
      .getByRole('radio', { name: 'Magyar' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expect(page.getByRole('link', { name: 'Főoldal' }).first()).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expect(
      page.getByRole('radiogroup', { name: 'Nyelv' }).getByRole('radio', { name: 'Magyar' }),
    ).toBeChecked();
    await page
      .getByRole('radiogroup', { name: 'Nyelv' })
      .getByRole('radio', { name: 'English' })
      .click();
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  });
});

test.describe('language from the browser', () => {
  test.use({ locale: 'hu-HU' });

  test('a Hungarian browser gets Hungarian when nothing was chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expect(page.getByRole('button', { name: 'Belépés' })).toBeVisible();
  });
});
