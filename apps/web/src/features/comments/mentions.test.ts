import { describe, expect, it } from 'vitest';
import { activeMention, insertMention, splitMentions } from './mentions';

describe('activeMention', () => {
  it('finds the name typed after an @ at the caret', () => {
    expect(activeMention('hi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMention('(@Éva', 5)).toEqual({ start: 1, query: 'Éva' });
  });

  it('reads only up to the caret', () => {
    expect(activeMention('hi @anna ok', 6)).toEqual({ start: 3, query: 'an' });
  });

  it('is none in an e-mail address, after a space or with no @', () => {
    expect(activeMention('anna@example', 12)).toBeNull();
    expect(activeMention('hi @anna ', 9)).toBeNull();
    expect(activeMention('hello', 5)).toBeNull();
    expect(activeMention('@@x', 3)).toBeNull();
    expect(activeMention('', 0)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the typed part with the name and a space, the caret after it', () => {
    const text = 'hi @an';
    const result = insertMention(text, { start: 3, query: 'an' }, 'anna');
    expect(result).toEqual({ text: 'hi @anna ', caret: 9 });
  });

  it('replaces a name that runs past the caret and keeps what follows', () => {
    const result = insertMention('hi @anXY, see', { start: 3, query: 'an' }, 'anna');
    expect(result.text).toBe('hi @anna , see');
    const spaced = insertMention('hi @an there', { start: 3, query: 'an' }, 'anna');
    expect(spaced).toEqual({ text: 'hi @anna there', caret: 9 });
  });
});

describe('splitMentions', () => {
  it('cuts the text into plain runs and mentions', () => {
    expect(splitMentions('hi @anna. and @bo')).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'mention', username: 'anna' },
      { kind: 'text', text: '. and ' },
      { kind: 'mention', username: 'bo' },
    ]);
    expect(splitMentions('a@b.hu')).toEqual([{ kind: 'text', text: 'a@b.hu' }]);
  });
});
