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
  options: {
    cursor?: string;
    after?: string;
    before?: string;
    newest?: boolean;
    limit?: number;
  } = {},
): Promise<CommentPage> {
  const query = new URLSearchParams({ itemType: item.type, itemId: item.id });
  for (const name of ['cursor', 'after', 'before'] as const) {
    const cursor = options[name];
    if (cursor) query.set(name, cursor);
  }
  if (options.newest) query.set('newest', 'true');
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
