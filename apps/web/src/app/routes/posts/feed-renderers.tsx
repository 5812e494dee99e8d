import type { FeedRenderers } from '@/features/feed/feed-item';
import { OfferCard } from '@/features/offers/components/offer-card';
import { EventCard } from '@/features/events/components/event-card';
import { PostCard } from '@/features/posts/components/post-card';

/** How each feed item type becomes a card (the type checker asks for each one). */
export const feedRenderers: FeedRenderers = {
  post: (post) => <PostCard post={post} />,
  offer: (offer) => <OfferCard offer={offer} />,
  event: (event) => <EventCard event={event} />,
};
