/** What the rest of the server uses of posts (decision 030): routes, feed source, export section. */
export { postFeedSource } from './post-feed-source';
export { postsRoutes } from './posts.routes';
export { postsExportSection } from './posts-export';
