import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Serious {
  id: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page and fails on serious or critical violations, listing them.
 *
 * axe runs in the page itself (`axe.run`), injected once per document: a screen walk scans one
 * loaded screen in four variants, and `@axe-core/playwright` injected axe's 600 KB twice per scan
 * and opened a blank page to finish each one (made for cross-origin frames, which the app has
 * none of) — over half of a captured variant's time (docs/performance.md, "CI time"). Only the
 * violations come back, with the first five nodes of each.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const serious = await page.evaluate(async (values): Promise<Serious[]> => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  }, tags);
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
