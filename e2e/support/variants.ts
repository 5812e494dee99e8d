import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { animationsDone, type Ready } from './screen-checks';
import {
  openPage,
  saveScreenshot,
  screenshotMatrix,
  viewports,
  type ColorScheme,
  type ViewportName,
} from './screenshots';

// The screen matrix, batched (docs/performance.md, "CI time"): a screen is loaded once and
// checked in every variant (390/1440 px × light/dark) by switching the viewport and the system
// colour scheme, instead of one test per variant that makes its own data and reloads every
// screen. The app's default theme, "system", follows `prefers-color-scheme` live
// (lib/theme.ts `watchSystemTheme`) and its layout follows the width live (`useMediaQuery`).
//
//   const page = await openVariantPage(browser, { token });
//   await visitVariants(page, 'groups', '/groups', (p) => expect(p.getByText('Kert')).toBeVisible());
//
// saves groups-phone-light.png and groups-desktop-dark.png (the English half: decision 191 below),
// each after its own axe scan.

export interface Variant {
  viewport: ViewportName;
  scheme: ColorScheme;
}

export interface VariantOptions {
  /** Full page (default) or only the viewport (an open dialog is fixed to it). */
  fullPage?: boolean;
  /** Defaults to `variantsOf(name)`; e.g. only the phone variants for a phone-only drawer. */
  variants?: readonly Variant[];
}

/*
 * Screens walked in both languages (screens.spec.ts, and screens-hu.spec.ts as `hu-<name>`)
 * capture half the matrix in each (decision 191): English phone-light and desktop-dark,
 * Hungarian phone-dark and desktop-light. Together the two walks still show every such screen at
 * both widths in both schemes, each language at both widths (Hungarian's longer words overflow a
 * phone first) and in both schemes; every captured variant is scanned by axe. A screen only one
 * walk visits keeps the whole matrix.
 */
export const inBothLanguages: ReadonlySet<string> = new Set([
  'group-details',
  'groups',
  'invitations',
  'login',
  'notifications',
  'post-new',
  'profile-other',
  'register',
  'settings',
  'start',
  'start-currency',
  'start-producer',
  'start-role',
  'start-success',
  'start-username',
  'user',
]);

const halves: Readonly<Record<'en' | 'hu', readonly Variant[]>> = {
  en: [
    { viewport: 'phone', scheme: 'light' },
    { viewport: 'desktop', scheme: 'dark' },
  ],
  hu: [
    { viewport: 'phone', scheme: 'dark' },
    { viewport: 'desktop', scheme: 'light' },
  ],
};

export type Language = keyof typeof halves;

/**
 * A walk made once per language, in a loop over both (`for (const lang of ['en', 'hu'])`):
 * its captures take that language's crossed half, as the two screen walks do (decision 213
 * extends 191 to them). The loop is the guarantee that the other half is walked.
 *
 *   for (const lang of ['en', 'hu'] as const) {
 *     const { visit } = walkIn(lang);
 *     await visit(page, `${lang}-cart`, '/cart', heading('Cart'));
 */
export function walkIn(language: Language) {
  const variants = halves[language];
  return {
    visit: (page: Page, name: string, path: string, ready: Ready, options?: VariantOptions) =>
      visitVariants(page, name, path, ready, { variants, ...options }),
    capture: (page: Page, name: string, ready: Ready, options?: VariantOptions) =>
      captureVariants(page, name, ready, { variants, ...options }),
  };
}

/** The variants a screen is captured in: its language's half, or the whole matrix. */
export function variantsOf(name: string): readonly Variant[] {
  const hungarian = name.startsWith('hu-');
  const screen = hungarian ? name.slice('hu-'.length) : name;
  if (!inBothLanguages.has(screen)) return screenshotMatrix;
  return hungarian ? halves.hu : halves.en;
}

/**
 * A fresh context for a batched screen walk (signed in when a token is given), opened in the
 * first variant; the theme is left on "system" so the colour scheme can be switched.
 */
export function openVariantPage(
  browser: Browser,
  options: { locale?: string; token?: string } = {},
): Promise<Page> {
  const [first] = screenshotMatrix;
  if (!first) throw new Error('the screenshot matrix is empty');
  return openPage(browser, first.viewport, first.scheme, options);
}

/** Switches the page to a variant and waits until the app's theme has followed. */
export async function useVariant(page: Page, { viewport, scheme }: Variant): Promise<void> {
  await page.setViewportSize(viewports[viewport]);
  await page.emulateMedia({ colorScheme: scheme });
  const html = page.locator('html');
  // A stored "light" or "dark" would ignore the system scheme: every variant would look alike.
  await expect(html, 'the theme must be "system" to switch variants').toHaveAttribute(
    'data-theme',
    'system',
  );
  if (scheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

/**
 * The screen already open, in every variant: switch, wait for `ready` (run again per variant:
 * the layout differs by width) and for animations to settle, scan with axe, and save
 * `<name>-<viewport>-<scheme>.png` under e2e/.artifacts/screenshots.
 */
export async function captureVariants(
  page: Page,
  name: string,
  ready: Ready,
  { fullPage = true, variants = variantsOf(name) }: VariantOptions = {},
): Promise<void> {
  for (const variant of variants) {
    const label = `${name}-${variant.viewport}-${variant.scheme}`;
    await test.step(label, async () => {
      await useVariant(page, variant);
      await ready(page);
      await animationsDone(page);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, label, { fullPage });
    });
  }
}

/** Loads `path` once and captures it in every variant. */
export async function visitVariants(
  page: Page,
  name: string,
  path: string,
  ready: Ready,
  options?: VariantOptions,
): Promise<void> {
  await page.goto(path);
  await captureVariants(page, name, ready, options);
}

/** An open dialog in every variant: the screenshot is the viewport it covers. */
export function captureDialogVariants(
  page: Page,
  name: string,
  dialog: Locator,
  ready?: Ready,
): Promise<void> {
  return captureVariants(
    page,
    name,
    async (p) => {
      await expect(dialog).toBeVisible();
      await ready?.(p);
    },
    { fullPage: false },
  );
}

/** Opens a confirmation from its button, captures it in every variant, closes it with Escape. */
export async function confirmationVariants(
  page: Page,
  name: string,
  button: string,
  title: string,
): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await captureDialogVariants(page, name, page.getByRole('alertdialog', { name: title }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
}
