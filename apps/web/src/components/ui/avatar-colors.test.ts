import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { interpolate, wcagContrast, type Color } from 'culori';
import { describe, expect, it } from 'vitest';
import { hueColor, tagTintPercent } from '@/lib/tag-color';
import { avatarBackground } from './avatar';

// A comments spec once failed axe's color-contrast on a `.font-semibold` element in the dark
// theme; initials and tags take their colour from a hash of a random test name, so every hue
// is checked here rather than the few an e2e run happens to draw.

const css = readFileSync(resolve(import.meta.dirname, '../../index.css'), 'utf8');
const hues = Array.from({ length: 360 }, (_, hue) => hue);

/** The theme's design tokens as index.css declares them (`:root` is light, `.dark` dark). */
function themeTokens(selector: ':root' | '.dark'): Record<string, string> {
  const block = new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(css)?.[1];
  if (!block) throw new Error(`index.css has no ${selector} block`);
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((token): [string, string] => [
      token[1] ?? '',
      token[2] ?? '',
    ]),
  );
}

const themes = { light: themeTokens(':root'), dark: themeTokens('.dark') };

/** The hues whose text/background pair is below `minimum`, with its ratio. */
function belowAA(pair: (hue: number) => [text: string, background: Color | string], minimum = 4.5) {
  return hues
    .map((hue) => ({ hue, ratio: wcagContrast(...pair(hue)) }))
    .filter(({ ratio }) => ratio < minimum)
    .map(({ hue, ratio }) => `${hue}: ${ratio.toFixed(2)}`);
}

describe('colours from a hue read at WCAG AA', () => {
  // The avatar paints its own background and white text in either theme: one check is both.
  it('white initials on every avatar hue reach 4.5:1', () => {
    expect(belowAA((hue) => ['#ffffff', avatarBackground(hue)])).toEqual([]);
  });

  it.each(Object.entries(themes))(
    'a tag chip text on its tint reaches 4.5:1 for every hue on the page and on a card (%s theme)',
    (_theme, tokens) => {
      const tinted = (surface: string | undefined, hue: number) =>
        interpolate([surface ?? '', hueColor(hue)], 'rgb')(tagTintPercent / 100);
      for (const surface of [tokens.background, tokens.card]) {
        expect(surface, 'index.css names the surface').toMatch(/^#/);
        expect(belowAA((hue) => [tokens.foreground ?? '', tinted(surface, hue)])).toEqual([]);
      }
    },
  );
});
