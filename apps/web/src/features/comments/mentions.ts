import { mentionPattern } from '@kozos/contract';

/*
 * `@username` in a comment's text (issue 26). A username is letters, digits, `.`, `_` and `-`
 * (the contract's rule); a mention starts at the text's start or after a character that cannot
 * be part of a word, so `anna@example.org` is not one. A trailing `.` or `-` ends the sentence,
 * not the name ("thanks @anna.").
 */

const nameChar = /[\p{L}\p{N}._-]/u;

/** The `@` being typed at the caret: where it starts and what follows it so far. */
export interface ActiveMention {
  /** Index of the `@`. */
  start: number;
  /** The letters typed after the `@`, up to the caret ('' right after typing `@`). */
  query: string;
}

/** Longest a typed query may grow before the box stops offering names (a username's limit). */
const maxQueryLength = 64;

/** The mention being typed right before `caret`, or null when the caret is not in one. */
export function activeMention(text: string, caret: number): ActiveMention | null {
  if (caret < 1 || caret > text.length) return null;
  let start = caret;
  while (start > 0 && nameChar.test(text[start - 1] ?? '')) start -= 1;
  if (start === 0 || text[start - 1] !== '@') return null;
  const at = start - 1;
  const before = at > 0 ? (text[at - 1] ?? '') : '';
  if (before !== '' && (nameChar.test(before) || before === '@')) return null;
  const query = text.slice(start, caret);
  if (query.length > maxQueryLength) return null;
  return { start: at, query };
}

/**
 * Puts `@username ` in place of the mention being typed (from its `@` up to the caret); a name
 * already running past the caret is replaced too. Returns the new text and where the caret goes.
 */
export function insertMention(
  text: string,
  mention: ActiveMention,
  username: string,
): { text: string; caret: number } {
  let end = mention.start + 1 + mention.query.length;
  while (end < text.length && nameChar.test(text[end] ?? '')) end += 1;
  const rest = text.slice(end);
  const spacer = rest.startsWith(' ') || rest.startsWith('\n') ? '' : ' ';
  const inserted = `@${username}${spacer}`;
  const next = text.slice(0, mention.start) + inserted + rest;
  const caret = mention.start + inserted.length + (spacer === '' ? 1 : 0);
  return { text: next, caret: Math.min(caret, next.length) };
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'mention'; username: string };

/** The text cut into plain runs and mentions (the contract's pattern, as the server reads them). */
export function splitMentions(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (plain: string) => {
    if (!plain) return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += plain;
    else parts.push({ kind: 'text', text: plain });
  };
  for (const match of text.matchAll(mentionPattern)) {
    const name = match[1] ?? '';
    const at = match.index;
    push(text.slice(last, at));
    parts.push({ kind: 'mention', username: name });
    last = at + 1 + name.length;
  }
  push(text.slice(last));
  return parts;
}
