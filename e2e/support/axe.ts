import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page and fails on serious or critical violations, listing them.
 *
 * Legacy mode runs `axe.run` in the page itself: the default (`runPartial` in every frame, then
 * `finishRun` in a blank page it opens and closes) exists for cross-origin frames, which the app
 * has none of, and cost a page per scan — about a third of a scan's time (docs/performance.md,
 * "CI time"). Only the violations come back with all their nodes: the passes' node lists are
 * large and unread.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
