import { z } from 'zod';
import { listQueryWithSort } from './api';
import { Email } from './users';
import { text } from './text';
import { PhotoRef } from './photos';

/*
 * Spec §3 producer and dealer connections: a dealer (distributor) names a producer by e-mail.
 * The connection is a request until the account at that address accepts it (decisions 071,
 * 076); the dealer learns nothing of that account before, not even whether there is one.
 */

/** `requested` until the producer accepts (also while no account holds the address). */
export const connectionStatuses = ['requested', 'accepted'] as const;
export const ConnectionStatus = z.enum(connectionStatuses);
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

/** The producer as the dealer sees them (spec §3: id, name, company, creationTime). */
export const ProducerPerson = z.object({
  id: text(),
  name: text(),
  username: text().nullable(),
  company: text(),
  creationTime: z.iso.datetime(),
  /** The profile picture; absent: initials (issue 25). */
  avatar: PhotoRef.optional(),
});
export type ProducerPerson = z.infer<typeof ProducerPerson>;

/** `GET /api/Producer` row: one of my producers. */
export const ProducerConnection = z.object({
  id: text(),
  /** The address the dealer added (lower-case). */
  email: text(),
  /**
   * `requested` until the producer accepts; `producer` is null meanwhile, whether or not an
   * account holds the address, and a declined request reads the same.
   */
  status: ConnectionStatus,
  producer: ProducerPerson.nullable(),
  creationTime: z.iso.datetime(),
});
export type ProducerConnection = z.infer<typeof ProducerConnection>;

/** `GET /api/Dealer` row: someone who has me as a producer, or asks to (spec §3). */
export const DealerConnection = z.object({
  id: text(),
  /** `requested`: the dealer waits for me to accept or decline. */
  status: ConnectionStatus,
  dealer: z.object({
    id: text(),
    name: text(),
    username: text().nullable(),
    creationTime: z.iso.datetime(),
    avatar: PhotoRef.optional(),
  }),
  /** When the dealer added my address. */
  requestedAt: z.iso.datetime(),
  /** When I accepted; null while requested. */
  joinedAt: z.iso.datetime().nullable(),
});
export type DealerConnection = z.infer<typeof DealerConnection>;

/** `POST /api/Producer`. */
export const AddProducerBody = z.object({ email: Email });
export type AddProducerBody = z.infer<typeof AddProducerBody>;

export const ConnectionListQuery = listQueryWithSort(['creationTime', 'name']);
export type ConnectionListQuery = z.infer<typeof ConnectionListQuery>;
