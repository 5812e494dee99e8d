/** What the rest of the server uses of posts (decision 030): its routes and its feed source. */
export { postFeedSource } from './post-feed-source';
export { postsRoutes } from './posts.routes';
