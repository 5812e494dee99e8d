import { localStore, readJson, type SafeStorage } from '@/lib/storage';

/*
 * A comment box's draft (issue 26): kept in localStorage per user and per thread (and per
 * comment replied to or edited), so it survives a failed send, leaving the screen and a
 * reload; it goes when the comment is sent or the box is emptied. A draft older than
 * `draftMaxAgeMs` is dropped when read, so forgotten drafts do not pile up.
 */

const prefix = 'kozos.commentDraft.';
export const draftMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

interface StoredDraft {
  text: string;
  /** Epoch ms of the last change. */
  savedAt: number;
}

/** Which box a draft belongs to. */
export interface DraftSlot {
  userId: string;
  /** The thread, e.g. `post:<id>`. */
  thread: string;
  /** `reply:<id>` or `edit:<id>`; the thread's own box when left out. */
  box?: string;
}

export function draftKey({ userId, thread, box }: DraftSlot): string {
  return `${prefix}${userId}.${thread}${box ? `.${box}` : ''}`;
}

export function createDraftStore(store: SafeStorage = localStore, now: () => number = Date.now) {
  return {
    load(slot: DraftSlot): string {
      const key = draftKey(slot);
      const draft = readJson<StoredDraft>(store, key);
      if (!draft || typeof draft.text !== 'string' || typeof draft.savedAt !== 'number') {
        if (draft) store.remove(key);
        return '';
      }
      if (now() - draft.savedAt > draftMaxAgeMs) {
        store.remove(key);
        return '';
      }
      return draft.text;
    },
    /** Keeps the text; a blank text removes the draft. */
    save(slot: DraftSlot, text: string): void {
      const key = draftKey(slot);
      if (text.trim() === '') store.remove(key);
      else store.set(key, JSON.stringify({ text, savedAt: now() } satisfies StoredDraft));
    },
    clear(slot: DraftSlot): void {
      store.remove(draftKey(slot));
    },
  };
}

export const commentDrafts = createDraftStore();
