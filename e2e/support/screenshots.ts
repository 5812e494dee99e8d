import type { Browser, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { useSession, type Member } from './users';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof viewports;
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

const screenshotDir = resolve(import.meta.dirname, '..', '.artifacts', 'screenshots');

/** Every combination of viewport and colour scheme the screens are checked in. */
export const screenshotMatrix = Object.keys(viewports).flatMap((viewport) =>
  colorSchemes.map((scheme) => ({ viewport: viewport as ViewportName, scheme })),
);

/**
 * Opens a fresh context at the given viewport and colour scheme (the system theme follows it),
 * signed in when a session token is given.
 */
export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  scheme: ColorScheme,
  options: { locale?: string; token?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    colorScheme: scheme,
    locale: options.locale ?? 'en-GB',
  });
  const page = await context.newPage();
  if (options.token) await useSession(page, options.token);
  return page;
}

/** A desktop page in a fresh context (the browser's own defaults otherwise), signed in as `member`. */
export async function memberPage(browser: Browser, member: Member): Promise<Page> {
  const page = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await useSession(page, member.token);
  return page;
}

/**
 * Saves a screenshot under e2e/.artifacts/screenshots for people to look at: the full page, or
 * only the viewport (an open dialog and its overlay are fixed to it).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}
