import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi } from '../support/api';
import { pngFile } from '../support/images';
import { expectLoaded, signedInPage } from '../support/photos';
import { captureVariants } from '../support/variants';
import { createMember, newUser } from '../support/users';

// Issue 25, what was left of the picker (decision 215): a caption per photo, shown as its alt
// text and under it in the full-screen viewer; the order set by dragging with a mouse, a finger
// and the keyboard, the buttons staying; both languages, 390/1440 px, light and dark.

test.describe.configure({ timeout: 360_000 });

// Each language half the matrix (decision 191): together both widths in both schemes.
const english = [
  { viewport: 'phone', scheme: 'light' },
  { viewport: 'desktop', scheme: 'dark' },
] as const;
const hungarian = [
  { viewport: 'phone', scheme: 'dark' },
  { viewport: 'desktop', scheme: 'light' },
] as const;

const tiles = (page: Page) =>
  page.getByRole('list', { name: /Chosen photos|Kiválasztott fényképek/ }).getByRole('listitem');

/** The photos' names (a file's, a caption or a place) in the order the picker holds them. */
const order = (page: Page) =>
  tiles(page).evaluateAll((items) =>
    items.map((item) => (item.getAttribute('aria-label') ?? '').split(': ').slice(1).join(': ')),
  );

const centre = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

const handle = (page: Page, name: string) =>
  page.getByRole('button', { name: `Drag to move: ${name}` });

/**
 * dnd-kit swallows every click until 50 ms after a mouse or finger drag ends (a capture listener
 * it removes from a `setTimeout(…, 50)`), and Chromium runs input before overdue timers: on a
 * busy page a click soon after the drop can do nothing. The likely cause of a retry in the
 * clean-clone CI of ec2cd7d ("Move later" after the finger drag left the order as it was); not
 * reproduced here, even at 30 × CPU throttling. A 50 ms timeout queued after the drop runs after
 * dnd-kit's: then a click is a click again.
 */
const clicksReleased = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** While a photo is held over another, that one makes room: wait for it before letting go. */
const madeRoom = (page: Page, name: string) =>
  expect(tiles(page).filter({ has: handle(page, name) })).toHaveAttribute(
    'style',
    /translate3d\(-?[1-9]/,
  );

async function dragWithMouse(page: Page, from: string, onto: string) {
  const start = await centre(handle(page, from));
  const end = await centre(tiles(page).filter({ has: handle(page, onto) }));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await madeRoom(page, onto);
  await page.mouse.up();
  await clicksReleased(page);
}

/** A finger held on the handle until the drag starts (a quick swipe scrolls), then moved. */
async function dragWithFinger(page: Page, from: string, onto: string) {
  const cdp = await page.context().newCDPSession(page);
  const start = await centre(handle(page, from));
  const end = await centre(tiles(page).filter({ has: handle(page, onto) }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  await expect(tiles(page).filter({ has: handle(page, from) })).toHaveAttribute(
    'data-dragging',
    'true',
  );
  for (let step = 1; step <= 12; step += 1) {
    const x = start.x + ((end.x - start.x) * step) / 12;
    const y = start.y + ((end.y - start.y) * step) / 12;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await madeRoom(page, onto);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await clicksReleased(page);
}

test('a dealer captions a photo and orders three by mouse, finger and keyboard; the viewer shows the caption', async ({
  browser,
  request,
}) => {
  const dealer = await createMember(request, { ...newUser('caption'), name: 'Cili Caption' });
  const page = await signedInPage(browser, dealer, 'desktop', { hasTouch: true });
  await page.goto('/products/new');
  await page.getByLabel('Name', { exact: true }).fill('Akácméz');
  await page.getByLabel(/^Price per order unit/).fill('2400');
  await page
    .getByTestId('photo-input')
    .setInputFiles([
      pngFile('a.png', [240, 200, 60], [160, 110, 20]),
      pngFile('b.png', [60, 160, 90], [20, 80, 40]),
      pngFile('c.png', [90, 110, 220], [30, 40, 120]),
    ]);
  await expect(tiles(page)).toHaveCount(3);
  for (const index of [0, 1, 2]) {
    await expect(tiles(page).nth(index)).toHaveAttribute('data-state', 'done', {
      timeout: 60_000,
    });
  }
  await expect(handle(page, 'a.png')).toBeVisible();

  // A caption, refused on two lines first (a pasted tab), then saved.
  await page.getByRole('button', { name: 'Caption: a.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photo caption' });
  const field = dialog.getByRole('textbox', { name: 'What the photo shows' });
  await field.fill('Acacia\thoney');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Write it on one line, without line breaks or tabs')).toBeVisible();
  await field.fill('Three jars of acacia honey on a windowsill');
  await captureVariants(page, 'photo-caption', () => expect(dialog).toBeVisible(), {
    fullPage: false,
    variants: english,
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Caption: a.png' })).toHaveText(
    'Three jars of acacia honey on a windowsill',
  );

  await dragWithMouse(page, 'c.png', 'a.png');
  await expect.poll(() => order(page)).toEqual(['c.png', 'a.png', 'b.png']);

  await handle(page, 'b.png').focus();
  await page.keyboard.press('Space');
  await expect(tiles(page).filter({ has: handle(page, 'b.png') })).toHaveAttribute(
    'data-dragging',
    'true',
  );
  // dnd-kit's keyboard sensor listens for the arrow keys from a `setTimeout` after the pick-up
  // (so the Space that picked up is not read as a move): an arrow pressed before it is lost (a
  // retry in the clean-clone CI of f96b21c). A timeout queued now runs after that one.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowLeft');
  // Dropped before the photo it moved over has made room, it lands where it was (a busy CI
  // machine, run of bc7f34f): wait for the room, as the mouse and the finger do.
  await madeRoom(page, 'a.png');
  await page.keyboard.press('Space');
  await expect.poll(() => order(page)).toEqual(['c.png', 'b.png', 'a.png']);

  await dragWithFinger(page, 'a.png', 'c.png');
  await expect.poll(() => order(page)).toEqual(['a.png', 'c.png', 'b.png']);
  // The buttons still move a photo, for those who neither drag nor use a keyboard's drag.
  await page.getByRole('button', { name: 'Move later: c.png' }).click();
  await expect.poll(() => order(page)).toEqual(['a.png', 'b.png', 'c.png']);
  await page.getByRole('button', { name: 'Move earlier: c.png' }).click();
  await expect.poll(() => order(page)).toEqual(['a.png', 'c.png', 'b.png']);
  await captureVariants(page, 'photo-picker', (p) => expect(tiles(p)).toHaveCount(3), {
    variants: english,
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Product added', { exact: true })).toBeVisible();
  await page
    .getByRole('article', { name: 'Akácméz' })
    .getByRole('link', { name: 'Akácméz' })
    .click();
  const gallery = page.getByRole('region', { name: '3 photos' });
  const images = gallery.locator('img');
  await expect(gallery.getByRole('listitem')).toHaveCount(3);
  await expect(images.nth(0)).toHaveAttribute('alt', 'Three jars of acacia honey on a windowsill');
  await expect(images.nth(1)).toHaveAttribute('alt', 'Akácméz');
  await expectLoaded(images.nth(0));
  await gallery.getByRole('button', { name: /^Open full screen: Three jars/ }).click();
  const viewer = page.getByRole('dialog', { name: '1 / 3' });
  await expect(viewer.getByText('Three jars of acacia honey on a windowsill')).toBeVisible();
  await page.keyboard.press('Escape');

  // In Hungarian: the edit form keeps the order and the caption.
  await callApi(request, dealer.token, 'PATCH', '/User', { language: 'hu' });
  await page.goto(`${new URL(page.url()).pathname}/edit`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect
    .poll(() => order(page))
    .toEqual(['Three jars of acacia honey on a windowsill', 'Fényképek 2', 'Fényképek 3']);
  await captureVariants(page, 'photo-picker-hu', (p) => expect(tiles(p)).toHaveCount(3), {
    variants: hungarian,
  });
  await page.getByRole('button', { name: /^Képaláírás: Three jars/ }).click();
  const hungarianDialog = page.getByRole('dialog', { name: 'Képaláírás' });
  await captureVariants(page, 'photo-caption-hu', () => expect(hungarianDialog).toBeVisible(), {
    fullPage: false,
    variants: hungarian,
  });
});
