/** What the rest of the server uses of feedback (decision 030): its routes. */
export { feedbackRoutes } from './feedback.routes';
export { feedbackExportSection } from './feedback-export';
