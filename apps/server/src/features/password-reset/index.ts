export { passwordResetRoutes } from './password-reset.routes';
