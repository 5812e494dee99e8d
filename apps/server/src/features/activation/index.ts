/** What other features may use of account activation (decision 030). */
export { createActivationToken } from './activation.service';
export { activationRoutes } from './activation.routes';
