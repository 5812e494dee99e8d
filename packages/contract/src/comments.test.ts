import { describe, expect, it } from 'vitest';
import {
  CommentText,
  formatCommentCursor,
  maxMentionsPerComment,
  mentionedUsernames,
  parseCommentCursor,
} from './comments';

const id = '0b6a3c1e-8d1f-4b4a-9a51-2f0e5d7c9b11';

describe('comment cursors', () => {
  it('read back what they wrote', () => {
    const parts = {
      threadTime: new Date('2026-11-27T03:00:00.123Z'),
      threadId: id,
      time: new Date('2026-11-27T03:05:00.000Z'),
      id,
    };
    expect(parseCommentCursor(formatCommentCursor(parts))).toEqual(parts);
  });

  it('refuse what the database could not compare', () => {
    const at = (time: string) => `${time}|${id}|${time}|${id}`;
    expect(parseCommentCursor(at('0000-01-01T00:00:00.000Z'))).toBeUndefined();
    expect(parseCommentCursor(at('2026-02-30T00:00:00.000Z'))).toBeUndefined();
    expect(parseCommentCursor(at('2026-01-01T00:00:00Z'))).toBeUndefined();
    expect(parseCommentCursor(`${at('2026-01-01T00:00:00.000Z')}|x`)).toBeUndefined();
    expect(parseCommentCursor('2026-01-01T00:00:00.000Z|x|2026-01-01T00:00:00.000Z|y')).toBe(
      undefined,
    );
  });
});

describe('comment text', () => {
  it('keeps line breaks and tabs, refuses other control characters', () => {
    expect(CommentText.parse(' one\n\ttwo\r\n ')).toBe('one\n\ttwo');
    expect(CommentText.safeParse('bell\u0007').error?.issues[0]?.message).toBe('control_character');
    expect(CommentText.safeParse('line\u2028sep').success).toBe(false);
    expect(CommentText.safeParse('   ').success).toBe(false);
  });
});

describe('mentions', () => {
  it('finds distinct usernames after an @, not inside addresses', () => {
    expect(mentionedUsernames('@anna, @Bela. and @anna again; mail me at x@cili.hu')).toEqual([
      'anna',
      'Bela',
    ]);
    expect(mentionedUsernames('@kiss.anna_1-')).toEqual(['kiss.anna_1']);
  });

  it('honours at most the limit', () => {
    const many = Array.from({ length: 15 }, (_, i) => `@user${i}`).join(' ');
    expect(mentionedUsernames(many)).toHaveLength(maxMentionsPerComment);
  });
});
