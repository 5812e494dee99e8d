/** The fields of a comment the thread's shape depends on. */
interface ThreadComment {
  id: string;
  parentId: string | null;
}

export interface ThreadEntry<C extends ThreadComment> {
  comment: C;
  replies: C[];
}

/**
 * The loaded pages of a thread (top-level comments oldest first, each followed by its replies)
 * as top-level comments with their replies. A reply may open the next page: it joins its
 * comment from the page before. A comment seen twice (pages refetched while one was added)
 * is shown once; a reply whose comment is not loaded is left out rather than shown alone.
 */
export function threadOf<C extends ThreadComment>(comments: readonly C[]): ThreadEntry<C>[] {
  const entries: ThreadEntry<C>[] = [];
  const byId = new Map<string, ThreadEntry<C>>();
  const seen = new Set<string>();
  for (const comment of comments) {
    if (seen.has(comment.id)) continue;
    seen.add(comment.id);
    if (comment.parentId === null) {
      const entry = { comment, replies: [] };
      byId.set(comment.id, entry);
      entries.push(entry);
    } else {
      byId.get(comment.parentId)?.replies.push(comment);
    }
  }
  return entries;
}
