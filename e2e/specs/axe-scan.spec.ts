import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

// The scan every screen walk runs (support/axe.ts) must be able to fail: a low-contrast text and an
// image without alt text on a clean screen.
test('the axe scan passes a clean screen and fails one with serious violations', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button').first().waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'grey on white';
    p.style.color = '#eeeeee';
    p.style.background = '#ffffff';
    document.body.prepend(p);
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.body.prepend(img);
  });
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/color-contrast|image-alt/);
});
