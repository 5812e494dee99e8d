import { describe, expect, it } from 'vitest';
import type { SafeStorage } from '@/lib/storage';
import { createDraftStore, draftKey, draftMaxAgeMs } from './draft-store';

function memoryStore(): SafeStorage & { keys(): string[] } {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}

const slot = { userId: 'u1', thread: 'post:p1' };

describe('comment drafts', () => {
  it('keeps a draft per user, thread and box', () => {
    const store = memoryStore();
    const drafts = createDraftStore(store, () => 1_000);
    drafts.save(slot, 'Is it organic?');
    drafts.save({ ...slot, box: 'reply:c1' }, 'Yes');
    expect(drafts.load(slot)).toBe('Is it organic?');
    expect(drafts.load({ ...slot, box: 'reply:c1' })).toBe('Yes');
    expect(drafts.load({ ...slot, userId: 'u2' })).toBe('');
    expect(drafts.load({ ...slot, thread: 'post:p2' })).toBe('');
  });

  it('removes the draft when the text is blanked or it is cleared', () => {
    const store = memoryStore();
    const drafts = createDraftStore(store, () => 1_000);
    drafts.save(slot, 'x');
    drafts.save(slot, '   ');
    expect(store.keys()).toEqual([]);
    drafts.save(slot, 'x');
    drafts.clear(slot);
    expect(drafts.load(slot)).toBe('');
  });

  it('drops a draft older than the limit and one that is not ours', () => {
    const store = memoryStore();
    let now = 0;
    const drafts = createDraftStore(store, () => now);
    drafts.save(slot, 'old');
    now = draftMaxAgeMs + 1;
    expect(drafts.load(slot)).toBe('');
    expect(store.keys()).toEqual([]);
    store.set(draftKey(slot), '{"text": 3}');
    expect(drafts.load(slot)).toBe('');
    store.set(draftKey(slot), 'not json');
    expect(drafts.load(slot)).toBe('');
  });
});
