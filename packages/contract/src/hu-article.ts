/*
 * Hungarian's definite article, shared by the web's texts and the server's mails (no zod here,
 * so public screens pay nothing for it). "az" goes before a vowel *sound*, "a" before the rest:
 * what counts is how the next word is read aloud, which matters for numbers and abbreviations.
 */

const vowels = 'aáeéiíoóöőuúüű';
/** Letters whose Hungarian name begins with a vowel: ef, el, em, en, er, es/esz, iksz, ipszilon. */
const vowelNamedLetters = 'flmnrsxy';

/**
 * A number is read from its leading group of three digits: "az" when that reading starts with
 * egy (1 alone), öt/ötven/ötszáz (any leading 5), or when the group is a lone 1 before a scale
 * word (1 000 "ezer", 1 000 000 "egymillió"); "a" for the rest (10 tíz, 100 száz, 2 kettő…).
 */
function numberArticle(digits: string): 'a' | 'az' {
  const significant = digits.replace(/^0+(?=\d)/, '');
  const leadingGroup = significant.length % 3 || 3;
  const first = significant[0];
  return first === '5' || (first === '1' && leadingGroup === 1) ? 'az' : 'a';
}

/** "MTA", "SZTK", "B": said letter by letter, so the first letter's name decides. */
function isSpelledOut(word: string): boolean {
  if (word.length === 1) return word === word.toUpperCase();
  const upper = word === word.toUpperCase() && word !== word.toLowerCase();
  const [first = 'a', second = 'a'] = [...word.toLowerCase()];
  return upper && !vowels.includes(first) && !vowels.includes(second);
}

/** "a" or "az" before `text` ("a Kert utca", "az Almás köz", "az 5.", "a 10", "az MTA"). */
export function huArticle(text: string): 'a' | 'az' {
  const shown = text.trim().replace(/^[„"'“”‘’«»([{\s]+/u, '');
  const digits = /^\d+/.exec(shown)?.[0];
  if (digits) return numberArticle(digits);
  const word = /^\p{L}+/u.exec(shown)?.[0];
  if (!word) return 'a';
  const first = word.charAt(0).toLowerCase();
  if (vowels.includes(first)) return 'az';
  if (isSpelledOut(word) && vowelNamedLetters.includes(first)) return 'az';
  return 'a';
}

/** The value with its article before it: "az Almás köz". */
export function withHuArticle(text: string): string {
  return `${huArticle(text)} ${text}`;
}

/**
 * "a Kossuth utcai körbe", "a „Kert utca” körbe": a circle's name in the illative (into the
 * circle). A name that already ends in "kör" takes the ending itself, so "kör" is not doubled.
 */
export function huIntoCircle(name: string): string {
  const trimmed = name.trim();
  if (/kör$/iu.test(trimmed)) return `${huArticle(trimmed)} ${trimmed}be`;
  return `${huArticle(trimmed)} „${trimmed}” körbe`;
}

/** The endings of "csoport" and the same endings after "kör" (front vowels, `kört`, `körrel`). */
const circleEndings: Record<string, string> = {
  '': '',
  ba: 'be',
  ban: 'ben',
  ból: 'ből',
  hoz: 'höz',
  nak: 'nek',
  ot: 't',
  on: 'ön',
  ra: 're',
  ról: 'ről',
  tól: 'től',
  nál: 'nél',
  tal: 'rel',
  é: 'é',
};

/**
 * A group's name as "<name> csoport" with a case ending, written as the form of "csoport" it
 * takes (`csoportba`, `csoportból`, `csoport`…): "Kert utca csoportba". A name that already ends
 * in "kör" or "csoport" takes the ending itself ("Kossuth utcai körbe", "Futó csoportba"), so
 * the word is never doubled. Null for a form that is not one of "csoport"'s.
 */
export function huGroupName(name: string, form: string): string | null {
  const ending = form.startsWith('csoport') ? form.slice('csoport'.length) : undefined;
  const afterCircle = ending === undefined ? undefined : circleEndings[ending];
  if (ending === undefined || afterCircle === undefined) return null;
  const trimmed = name.trim();
  if (/kör$/iu.test(trimmed)) return `${trimmed}${afterCircle}`;
  if (/csoport$/iu.test(trimmed)) return `${trimmed}${ending}`;
  return `${trimmed} csoport${ending}`;
}

/**
 * The i18next formatter `withArticle` (registered by the web and by the server's texts):
 * `{{name, withArticle}}` → "a Kert utca"; `withArticle(quote: true)` → "a „Kert utca”";
 * `capital: true` starts a sentence ("Az „Őszi vásár”"). Other languages get the value as is
 * (quoted when asked, with their own marks in the text around it).
 * `withArticle(group: csoportba)` names a group in that form of "csoport" (`huGroupName`):
 * "a Kert utca csoportba", "a Kossuth utcai körbe".
 */
export function formatWithArticle(
  value: unknown,
  language: string | undefined,
  options: { quote?: unknown; capital?: unknown; group?: unknown } = {},
): string {
  const text = String(value);
  if (language !== 'hu') return text;
  const group = typeof options.group === 'string' ? huGroupName(text, options.group) : null;
  const shown = group ?? (options.quote === true ? `„${text}”` : text);
  const article = huArticle(text);
  return `${options.capital === true ? article.replace('a', 'A') : article} ${shown}`;
}

/**
 * The i18next formatter `intoCircle` (the server's mail texts): `{{group, intoCircle}}` →
 * "a „Kert utca” körbe" in Hungarian (huIntoCircle); other languages get the name as is.
 */
export function formatIntoCircle(value: unknown, language: string | undefined): string {
  const text = String(value);
  return language === 'hu' ? huIntoCircle(text) : text;
}
