import type { FeedItem, PostResponse } from '@kozos/contract';
import type { IdentityTestApp, TestUser } from './identity';
import { ok } from './groups';

/* Factories for the posts and feed tests, through the HTTP API the web app uses. */

export function createPost(
  t: IdentityTestApp,
  author: TestUser,
  groupId: string,
  fields: { title?: string; description?: string; tags?: string; link?: string } = {},
): Promise<PostResponse> {
  return ok<PostResponse>(t, author, 'POST', '/api/Post', {
    groupId,
    title: fields.title ?? 'Lost cat',
    description: fields.description ?? 'Grey, answers to Cirmi',
    ...(fields.tags === undefined ? {} : { tags: fields.tags }),
    ...(fields.link === undefined ? {} : { link: fields.link }),
  });
}

/** The ids of a feed page, newest first. */
export async function feedIds(
  t: IdentityTestApp,
  viewer: TestUser,
  url: string,
): Promise<string[]> {
  const items = await ok<FeedItem[]>(t, viewer, 'GET', url);
  return items.map((item) => item.id);
}
