/** What the rest of the server uses of comments (decision 030): routes, effects, export section. */
export { commentsRoutes } from './comments.routes';
export { commentCoalescingMs, createCommentEffects } from './comment-effects';
export { commentsExportSection } from './comments-export';
// The review of every kind of report (features/reports, decision 205) resolves comment reports here.
export {
  dismissReport as dismissCommentReport,
  hideReportedComment,
} from './comment-reports.service';
export type { CommentEffects } from './comment-effects';
