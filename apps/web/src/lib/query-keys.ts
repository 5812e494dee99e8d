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
};
