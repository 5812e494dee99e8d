import type { CommentItemType, CommentPage, CommentResponse } from '@kozos/contract';
import { ok } from './groups';
import type { IdentityTestApp, TestUser } from './identity';

/* Factories for the comments tests, through the HTTP API the web app uses. */

export function createComment(
  t: IdentityTestApp,
  author: TestUser,
  item: { type: CommentItemType; id: string },
  body = 'Is it organic?',
  parentId?: string,
): Promise<CommentResponse> {
  return ok<CommentResponse>(t, author, 'POST', '/api/Comment', {
    itemType: item.type,
    itemId: item.id,
    body,
    ...(parentId ? { parentId } : {}),
  });
}

/** One page of a thread as `reader` sees it. */
export function threadPage(
  t: IdentityTestApp,
  reader: TestUser,
  item: { type: CommentItemType; id: string },
  options: { cursor?: string; limit?: number } = {},
): Promise<CommentPage> {
  const query = new URLSearchParams({ itemType: item.type, itemId: item.id });
  if (options.cursor) query.set('cursor', options.cursor);
  if (options.limit) query.set('limit', String(options.limit));
  return ok<CommentPage>(t, reader, 'GET', `/api/Comment?${query.toString()}`);
}

/** The whole thread, page after page. */
export async function wholeThread(
  t: IdentityTestApp,
  reader: TestUser,
  item: { type: CommentItemType; id: string },
  limit = 30,
): Promise<CommentResponse[]> {
  const all: CommentResponse[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await threadPage(t, reader, item, { ...(cursor ? { cursor } : {}), limit });
    all.push(...page.comments);
    if (!page.nextCursor) return all;
    cursor = page.nextCursor;
  }
}
