import { systemTags, type SystemTag } from '@kozos/contract';

/** A stable hue for a free-text tag: the same text always gets the same colour. */
export function tagHue(text: string): number {
  let hash = 0;
  for (const char of text) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) | 0;
  }
  return Math.abs(hash) % 360;
}

/** Spec §3: non-system tags are coloured from their text at 70 % saturation, 45 % lightness. */
export function tagColor(text: string): string {
  return hueColor(tagHue(text));
}

/** How much of the tag's colour a chip's background mixes into the surface under it. */
export const tagTintPercent = 14;

export function hueColor(hue: number): string {
  return `hsl(${hue} 70% 45%)`;
}

export function systemTagOf(tag: string): SystemTag | null {
  return Object.hasOwn(systemTags, tag) ? (systemTags[tag] ?? null) : null;
}

/** The colour of any tag: a system tag's own hue, else the hue from its text. */
export function colorOfTag(tag: string): string {
  const system = systemTagOf(tag);
  return hueColor(system ? system.hue : tagHue(tag));
}
