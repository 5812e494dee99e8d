import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { callApi } from './api';
import { expectNoSeriousA11yViolations } from './axe';
import { saveScreenshot } from './screenshots';
import type { createMember } from './users';

// The steps of the screen specs: each screen is made ready, scanned by axe and saved as a
// screenshot under e2e/.artifacts/screenshots. These check one variant (the page's current
// viewport and colour scheme); for the 390/1440 px × light/dark matrix use support/variants.ts
// (`visitVariants`, `captureVariants`), which loads a screen once for all four.

export type Ready = (page: Page) => Promise<void>;

/** The screen already open: waits until it is ready, scans it and saves its screenshot. */
export async function check(
  page: Page,
  name: string,
  ready: Ready,
  options?: { fullPage?: boolean },
) {
  await ready(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, name, options);
}

/**
 * Dialogs fade in, and a switch of the colour scheme starts a colour transition on every element
 * (0.01 ms under reduced motion, decision 200): axe and the screenshot wait until finite
 * animations are done. Asked once first, so a settled page costs one evaluation instead of
 * `waitForFunction`'s polling on animation frames. (Finishing the running ones at once instead
 * was tried, and axe then met half-switched colours in the CI run of 05c25ad: not every
 * transition of a scheme switch has started before the next frame.)
 */
export async function animationsDone(page: Page): Promise<void> {
  const settled = () =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      );
  if (await page.evaluate(settled)) return;
  await page.waitForFunction(settled);
}

/** An open dialog: ready once it has faded in; the screenshot is the viewport it covers. */
export async function checkDialog(page: Page, name: string, dialog: Locator, ready?: Ready) {
  await check(
    page,
    name,
    async (p) => {
      await expect(dialog).toBeVisible();
      await ready?.(p);
      await animationsDone(p);
    },
    { fullPage: false },
  );
}

export async function visit(page: Page, name: string, path: string, ready: Ready) {
  await page.goto(path);
  await check(page, name, ready);
}

/** Opens a confirmation from its button, checks it, and closes it with Escape (nothing done). */
export async function checkConfirmation(page: Page, name: string, button: string, title: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await checkDialog(page, name, page.getByRole('alertdialog', { name: title }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

export const heading = (name: string | RegExp) => (page: Page) =>
  expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

export type Member = Awaited<ReturnType<typeof createMember>>;
export const invite = (request: APIRequestContext, admin: Member, groupId: string, email: string) =>
  callApi(request, admin.token, 'POST', `/Invitation/${groupId}/Email`, { email });
