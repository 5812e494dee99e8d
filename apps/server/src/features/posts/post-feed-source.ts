import type { FeedSource } from '../../content/feed-source';
import { listPostsInWindow } from './post-feed.repository';
import { toPostResponse } from './posts.service';

/** The posts of a feed page, as feed items (registered in app.ts). */
export const postFeedSource: FeedSource = async (db, scope, window) =>
  (await listPostsInWindow(db, scope, window)).map((view) => ({
    id: view.id,
    type: 'post',
    data: toPostResponse(view),
  }));
