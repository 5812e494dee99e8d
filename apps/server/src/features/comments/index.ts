/** What the rest of the server uses of comments (decision 030): routes, effects, export section. */
export { commentsRoutes } from './comments.routes';
export { commentCoalescingMs, createCommentEffects } from './comment-effects';
export { commentsExportSection } from './comments-export';
