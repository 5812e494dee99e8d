import {
  joinTags,
  splitTags,
  warningTag,
  type CreatePostBody,
  type FeedQuery,
  type PatchPostBody,
  type PostResponse,
} from '@kozos/contract';
import { requireGroupMember } from '../../access/group-access';
import { personSummary } from '../../content/photo-refs';
import { feedWindowOf } from '../../content/feed-window';
import type { Db } from '../../db/client';
import { groupScope, writesTo } from '../../db/write-scope';
import type { CurrentUser } from '../../identity/current-user';
import { notify } from '../../notifications/notify';
import { listMemberIds } from '../groups';
import { attachPhotos } from '../photos';
import { displayNameOf } from '../../people/person-name';
import { listPostsInWindow } from './post-feed.repository';
import { requirePostAuthor, requirePostDeleter, requirePostReader } from './posts.policy';
import {
  deletePost as deletePostRow,
  findPostView,
  insertPost,
  updatePost,
  type PostView,
} from './posts.repository';

export function toPostResponse(view: PostView): PostResponse {
  return {
    id: view.id,
    title: view.title,
    description: view.description,
    link: view.link,
    tags: view.tags,
    author: personSummary(view.author),
    group: { id: view.groupId, name: view.groupName },
    photos: view.photos,
    creationTime: view.createdAt.toISOString(),
    editedTime: view.editedAt?.toISOString() ?? null,
    commentCount: view.commentCount,
    ...(view.hiddenReason === null ? {} : { hiddenReason: view.hiddenReason }),
  };
}

/** Trimmed, without empties or duplicates, as stored and answered. */
function normalizeTags(tags: string | undefined): string {
  return joinTags(splitTags(tags));
}

async function loadPost(db: Db, id: string): Promise<PostResponse> {
  const view = await findPostView(db, id);
  if (!view) throw new Error(`post ${id} vanished`);
  return toPostResponse(view);
}

/** POST /api/Post: members of the group; a warning notifies every other member (spec §5). */
export async function createPost(
  db: Db,
  viewer: CurrentUser,
  body: CreatePostBody,
): Promise<PostResponse> {
  await requireGroupMember(db, viewer, body.groupId);
  const tags = normalizeTags(body.tags);
  const id = await writesTo([groupScope(body.groupId)], () =>
    db.transaction(async (tx) => {
      const postId = await insertPost(tx, {
        groupId: body.groupId,
        authorId: viewer.id,
        title: body.title,
        description: body.description ?? '',
        link: body.link || null,
        tags,
      });
      if (body.photoIds) await attachPhotos(tx, viewer, { postId }, body.photoIds);
      return postId;
    }),
  );
  const post = await loadPost(db, id);
  if (splitTags(tags).includes(warningTag)) await notifyWarning(db, viewer, post);
  return post;
}

async function notifyWarning(db: Db, viewer: CurrentUser, post: PostResponse): Promise<void> {
  const others = (await listMemberIds(db, post.group.id)).filter((id) => id !== viewer.id);
  await notify(db, others, {
    type: 'WARNING_POST',
    variables: {
      postTitle: post.title,
      userName: await displayNameOf(db, viewer.id),
      groupName: post.group.name,
    },
    path: `/posts/${post.id}`,
  });
}

export async function getPost(db: Db, viewer: CurrentUser, id: string): Promise<PostResponse> {
  await requirePostReader(db, viewer, id);
  return loadPost(db, id);
}

/** PATCH /api/Post/{id}: the author only; any field may be left out (spec §5). */
export async function editPost(
  db: Db,
  viewer: CurrentUser,
  id: string,
  body: PatchPostBody,
): Promise<PostResponse> {
  const { post } = await requirePostAuthor(db, viewer, id);
  await writesTo([groupScope(post.groupId)], () =>
    db.transaction(async (tx) => {
      await updatePost(tx, id, {
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.tags === undefined ? {} : { tags: normalizeTags(body.tags) }),
        ...(body.link === undefined ? {} : { link: body.link || null }),
      });
      // The author's own uploads only: photos are attached by their uploader.
      if (body.photoIds) await attachPhotos(tx, viewer, { postId: id }, body.photoIds);
    }),
  );
  return loadPost(db, id);
}

export async function deletePost(db: Db, viewer: CurrentUser, id: string): Promise<void> {
  const { post } = await requirePostDeleter(db, viewer, id);
  await writesTo([groupScope(post.groupId)], () => deletePostRow(db, id));
}

/** GET /api/Post: the posts of all my groups, newest first, paged like the feed. */
export async function listMyPosts(
  db: Db,
  viewer: CurrentUser,
  query: FeedQuery,
): Promise<PostResponse[]> {
  const window = feedWindowOf(query);
  const rows = await listPostsInWindow(db, { viewerId: viewer.id }, window);
  return rows.slice(query.skip, query.skip + query.limit).map(toPostResponse);
}
