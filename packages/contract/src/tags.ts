import { oneLine } from './text';

/** Spec §5 and §9: at most 10 tags, joined with semicolons on the wire. */
export const maxTags = 10;
export const tagSeparator = ';';

export interface SystemTag {
  /** Colour hue in degrees (0–360). */
  hue: number;
  /** A lucide icon name (kebab-case), rendered by the web app. */
  icon: string;
}

export const postSystemTags = {
  'system.warning': { hue: 0, icon: 'triangle-alert' },
  'system.news': { hue: 210, icon: 'newspaper' },
  'system.expert': { hue: 265, icon: 'graduation-cap' },
  'system.public': { hue: 150, icon: 'landmark' },
  'system.lookingfor': { hue: 40, icon: 'search' },
} as const satisfies Record<string, SystemTag>;

export const productSystemTags = {
  'system.food': { hue: 95, icon: 'apple' },
  'system.household': { hue: 28, icon: 'house' },
  'system.furnishing': { hue: 18, icon: 'sofa' },
  'system.clothing': { hue: 320, icon: 'shirt' },
  'system.tool': { hue: 195, icon: 'wrench' },
  'system.lifestyle': { hue: 175, icon: 'sparkles' },
} as const satisfies Record<string, SystemTag>;

export const eventSystemTags = {
  'system.party': { hue: 295, icon: 'party-popper' },
  'system.cooking': { hue: 10, icon: 'chef-hat' },
  'system.trip': { hue: 185, icon: 'map' },
  'system.holiday': { hue: 50, icon: 'sun' },
  'system.sport': { hue: 120, icon: 'bike' },
} as const satisfies Record<string, SystemTag>;

export const systemTags: Record<string, SystemTag> = {
  ...postSystemTags,
  ...productSystemTags,
  ...eventSystemTags,
};

export type PostSystemTag = keyof typeof postSystemTags;
export type ProductSystemTag = keyof typeof productSystemTags;
export type EventSystemTag = keyof typeof eventSystemTags;

/**
 * Post types of spec §3, each stored as its system tag. A post may carry the post tags and the
 * product tags (a post about food, tools, ...).
 */
export const postTypes = {
  clothing: 'system.clothing',
  expert: 'system.expert',
  food: 'system.food',
  furnishing: 'system.furnishing',
  household: 'system.household',
  lifestyle: 'system.lifestyle',
  'looking for': 'system.lookingfor',
  news: 'system.news',
  'public interest': 'system.public',
  tool: 'system.tool',
  warning: 'system.warning',
} as const;
export type PostType = keyof typeof postTypes;

export function isSystemTag(tag: string): boolean {
  return Object.hasOwn(systemTags, tag);
}

/** Splits a semicolon-joined tag string, trimming and dropping empties and duplicates. */
export function splitTags(joined: string | null | undefined): string[] {
  if (!joined) return [];
  const tags = joined
    .split(tagSeparator)
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  return [...new Set(tags)];
}

export function joinTags(tags: readonly string[]): string {
  return tags.join(tagSeparator);
}

/** One tag: no separator inside, at most 40 characters. */
export const Tag = oneLine()
  .trim()
  .min(1)
  .max(40)
  .refine((tag) => !tag.includes(tagSeparator), { message: 'tag must not contain ;' });

/** A semicolon-joined tag list of at most {@link maxTags} tags, as sent on the wire. */
export const TagList = oneLine()
  .max(maxTags * 41)
  .refine((joined) => splitTags(joined).length <= maxTags, {
    message: `at most ${maxTags} tags`,
  })
  .refine((joined) => splitTags(joined).every((tag) => Tag.safeParse(tag).success), {
    message: 'invalid tag',
  });
