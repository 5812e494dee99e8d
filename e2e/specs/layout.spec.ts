import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { viewports } from '../support/screenshots';

const leftNavItems = [
  'Home',
  'Posts',
  'Events',
  'Market',
  'Cart',
  'Sales',
  'My offers',
  'My products',
  'My producers',
  'My dealers',
];
const rightNavItems = [
  'Calendar',
  'Notifications',
  'Invitations',
  'Groups',
  'My profile',
  'Settings',
];

test.describe('desktop', () => {
  test.use({ viewport: viewports.desktop });

  test('shows both navigations as sidebars with every item and the version', async ({
    page,
    member: _member,
  }) => {
    await page.goto('/');
    for (const name of [...leftNavItems, ...rightNavItems]) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('0.12.0')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('a nav link navigates and marks itself current', async ({ page, member: _member }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Groups', exact: true }).click();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByRole('link', { name: 'Groups', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('phone', () => {
  test.use({ viewport: viewports.phone, hasTouch: true });

  test('the navigations are drawers opened from the header', async ({ page, member: _member }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'My dealers', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'My dealers', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Posts', exact: true }).click();
    await expect(page).toHaveURL(/\/posts$/);
    await expect(page.getByRole('link', { name: 'My dealers', exact: true })).toBeHidden();

    // Notifications sit in the header as a bell, not only behind the panel.
    const bell = page.getByRole('banner').getByRole('link', { name: 'Notifications' });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveAttribute('href', '/notifications');
    await page.getByRole('button', { name: 'Open panel' }).click();
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeHidden();
  });

  test('a swipe from the left edge opens the menu', async ({ page, member: _member }) => {
    await page.goto('/');
    // The layout listens for swipes once the signed-in app has rendered.
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const touch = (x: number) => [
        new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 300 }),
      ];
      document.body.dispatchEvent(
        new TouchEvent('touchstart', {
          touches: touch(5),
          changedTouches: touch(5),
          bubbles: true,
        }),
      );
      document.body.dispatchEvent(
        new TouchEvent('touchmove', {
          touches: touch(120),
          changedTouches: touch(120),
          bubbles: true,
        }),
      );
      document.body.dispatchEvent(
        new TouchEvent('touchend', { touches: [], changedTouches: touch(160), bubbles: true }),
      );
    });
    await expect(page.getByRole('link', { name: 'My dealers', exact: true })).toBeVisible();
  });

  test('after scrolling, the title shows in the header and a jump-to-top button appears', async ({
    page,
  }) => {
    await page.goto('/test');
    await expect(page.getByRole('heading', { name: 'UI showcase', level: 1 })).toBeVisible();
    const jump = page.getByRole('button', { name: 'Jump to top' });
    await expect(jump).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect(jump).toBeVisible();
    await expect(page.getByRole('banner').getByText('UI showcase')).toBeVisible();
    await jump.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the scroll position is remembered per path', async ({ page }) => {
    await page.goto('/test');
    await expect(page.getByRole('heading', { name: 'UI showcase', level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });
});

test.describe('sizes of spec §9', () => {
  const navWidth = async (page: Page, name: string) =>
    (await page.getByRole('navigation', { name }).boundingBox())?.width;

  test('at 1280 px the navigations are 200 px drawers; at 1281 px they are sidebars', async ({
    page,
    member: _member,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'My dealers', exact: true })).toBeVisible();
    // The drawer slides in from x = -200: measured mid-slide (a loaded machine catches it there)
    // it is still partly off screen, so wait for where it comes to rest.
    await expect
      .poll(async () => {
        const box = await page.getByRole('dialog').boundingBox();
        return box && { x: Math.round(box.x), width: Math.round(box.width) };
      })
      .toEqual({ x: 0, width: 200 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.setViewportSize({ width: 1281, height: 900 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect.poll(() => navWidth(page, 'Main navigation')).toBeLessThanOrEqual(200);
    await expect.poll(() => navWidth(page, 'Personal menu')).toBeLessThanOrEqual(200);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('the content is at most 800 px wide', async ({ page, member: _member }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    expect((await page.getByRole('main').boundingBox())?.width).toBe(800);
  });
});
