/**
 * Roots of each feature's query keys. Features never import each other, but joining a group
 * (invitations) must refresh the group list (groups): they meet here, at the root key.
 */
export const rootKeys = {
  groups: ['groups'] as const,
  invitations: ['invitations'] as const,
  notifications: ['notifications'] as const,
  /** Posts change feeds: a post mutation invalidates both roots. */
  posts: ['posts'] as const,
  feed: ['feed'] as const,
  /** The market (decision 070): an offer changes feeds and the product it reserves stock of. */
  products: ['products'] as const,
  producers: ['producers'] as const,
  offers: ['offers'] as const,
  /** Orders (issue 13): an order changes the offer's stock, the cart, the sales and the feed. */
  orders: ['orders'] as const,
  /** Events change feeds and the calendar: an event mutation invalidates all three roots. */
  events: ['events'] as const,
  calendar: ['calendar'] as const,
  /** Comments (issue 26): a comment changes its thread and the comment count of its item's card. */
  comments: ['comments'] as const,
};

/**
 * An item's comment thread. The live stream's `comment` event (notifications) invalidates it
 * while the thread is open, so it is named here where both features meet.
 */
export function commentThreadKey(itemType: string, itemId: string) {
  return [...rootKeys.comments, 'thread', itemType, itemId] as const;
}
