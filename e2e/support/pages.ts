import type { Browser, Page } from '@playwright/test';
import { viewports } from './screenshots';
import { useSession } from './users';

/** A desktop page in its own context, signed in with `token`. */
export async function pageFor(browser: Browser, token: string, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop, locale });
  const page = await context.newPage();
  await useSession(page, token);
  return page;
}
