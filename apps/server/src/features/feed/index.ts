export { feedRoutes } from './feed.routes';
