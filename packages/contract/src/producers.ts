import { z } from 'zod';
import { listQueryWithSort } from './api';
import { Email } from './users';
import { text } from './text';

/*
 * Spec §3 producer and dealer connections: a dealer (distributor) names a producer by e-mail.
 * The connection is active while that address has a verified account, pending before
 * (decision 071).
 */

/** The producer as the dealer sees them (spec §3: id, name, company, creationTime). */
export const ProducerPerson = z.object({
  id: text(),
  name: text(),
  username: text().nullable(),
  company: text(),
  creationTime: z.iso.datetime(),
});
export type ProducerPerson = z.infer<typeof ProducerPerson>;

/** `GET /api/Producer` row: one of my producers. */
export const ProducerConnection = z.object({
  id: text(),
  /** The address the dealer added (lower-case). */
  email: text(),
  /** True until the address has a verified account; `producer` is null meanwhile. */
  isPending: z.boolean(),
  producer: ProducerPerson.nullable(),
  creationTime: z.iso.datetime(),
});
export type ProducerConnection = z.infer<typeof ProducerConnection>;

/** `GET /api/Dealer` row: someone who has me as a producer (spec §3). */
export const DealerConnection = z.object({
  id: text(),
  dealer: z.object({
    id: text(),
    name: text(),
    username: text().nullable(),
    creationTime: z.iso.datetime(),
  }),
  /** When the connection became active: the later of its creation and my account's. */
  joinedAt: z.iso.datetime(),
});
export type DealerConnection = z.infer<typeof DealerConnection>;

/** `POST /api/Producer`. */
export const AddProducerBody = z.object({ email: Email });
export type AddProducerBody = z.infer<typeof AddProducerBody>;

export const ConnectionListQuery = listQueryWithSort(['creationTime', 'name']);
export type ConnectionListQuery = z.infer<typeof ConnectionListQuery>;
