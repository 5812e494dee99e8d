import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { viewports } from './screenshots';
import { signIn } from './users';

/**
 * A page signed in through the login screen, as a person would: the identity provider's session
 * cookie is what an <img> of a private photo carries (it sends no bearer token).
 */
export async function signedInPage(
  browser: Browser,
  user: { email: string; password: string },
  viewport: keyof typeof viewports,
  options: { hasTouch?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    locale: 'en-GB',
    hasTouch: options.hasTouch ?? false,
  });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  return page;
}

/** The image has arrived and decoded (a refused private photo would not). */
export async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
}
