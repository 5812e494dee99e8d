import type { FeedRenderers } from '@/features/feed/feed-item';
import { PostCard } from '@/features/posts/components/post-card';

/** How each feed item type becomes a card; offers and events add their entry here. */
export const feedRenderers: FeedRenderers = {
  post: (post) => <PostCard post={post} />,
};
