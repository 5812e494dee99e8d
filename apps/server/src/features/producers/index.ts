/** What the rest of the server uses of producer connections (decision 030). */
export { createProducerInvitationLimits } from './producer-limits';
export { producersRoutes } from './producers.routes';
export { findOwnProducerConnection } from './producers.service';
export type { ProducerConnectionView } from './producers.repository';
// The SQL that tells an active connection, for features that join products to their producer.
export { activeAccountOn, producerAccount } from './producers.repository';
