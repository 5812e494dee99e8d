import {
  marketMessages,
  type AddProducerBody,
  type ConnectionListQuery,
  type DealerConnection,
  type ProducerConnection,
} from '@kozos/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { userScope, writesTo } from '../../db/write-scope';
import { conflict, forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import type { Mailer } from '../../mail/mailer';
import { producerInvitationMail } from '../../mail/templates';
import { createActivationToken } from '../activation';
import { displayNameOf } from '../users';
import type { ProducerInvitationLimits } from './producer-limits';
import {
  deleteProducerConnection,
  findAccountByEmail,
  findOwnAccount,
  findProducerConnectionView,
  insertProducerConnection,
  listDealerConnections,
  listProducerConnections,
  type ProducerConnectionView,
} from './producers.repository';

export interface ProducerMailing {
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
  limits: ProducerInvitationLimits;
}

export function toProducerConnection(view: ProducerConnectionView): ProducerConnection {
  const { producer } = view;
  return {
    id: view.id,
    email: view.email,
    isPending: producer === null,
    producer: producer && {
      id: producer.id,
      name: producer.name,
      username: producer.username,
      company: producer.company,
      creationTime: producer.createdAt.toISOString(),
    },
    creationTime: view.createdAt.toISOString(),
  };
}

/**
 * POST /api/Producer: a verified account at the address is a producer at once; an unknown
 * address gets an invitation mail in the dealer's language, with an activation link; an
 * unverified account gets nothing (it becomes active when it verifies). Refused: my own address
 * and an address I already have (409).
 */
export async function addProducer(
  db: Db,
  viewer: CurrentUser,
  { email }: AddProducerBody,
  mailing: ProducerMailing,
): Promise<ProducerConnection> {
  const me = await findOwnAccount(db, viewer.id);
  if (me?.email.toLowerCase() === email) throw refusal(marketMessages.producerIsYou);
  const account = await findAccountByEmail(db, email);
  if (!account) mailing.limits.check(viewer.id, email);
  let id: string;
  try {
    id = await writesTo([userScope(viewer.id)], () =>
      insertProducerConnection(db, { dealerId: viewer.id, email }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(marketMessages.producerAlreadyConnected);
    throw error;
  }
  if (!account) {
    mailing.limits.count(viewer.id, email);
    await sendInvitation(db, viewer, email, me?.language ?? 'en', mailing);
  }
  const view = await findProducerConnectionView(db, id);
  if (!view) throw notFound();
  return toProducerConnection(view);
}

function refusal(key: string) {
  return conflict(key, { email: [key] });
}

/** Sent in the background like the group invitations: a mail hiccup is logged, not answered. */
async function sendInvitation(
  db: Db,
  viewer: CurrentUser,
  email: string,
  lang: 'hu' | 'en',
  { mailer, publicUrl, logger }: ProducerMailing,
): Promise<void> {
  const token = await createActivationToken(db, { email, invitedBy: viewer.id });
  const mail = producerInvitationMail({
    lang,
    inviterName: await displayNameOf(db, viewer.id),
    url: `${publicUrl}/activate?k=${encodeURIComponent(token)}`,
  });
  mailer.send({ to: email, ...mail }).catch((error: unknown) => {
    logger.error({ err: error, subject: mail.subject }, 'sending a producer invitation failed');
  });
}

/** GET /api/Producer: my producers, pending ones marked. */
export async function listMyProducers(
  db: Db,
  viewer: CurrentUser,
  query: ConnectionListQuery,
): Promise<ProducerConnection[]> {
  return (await listProducerConnections(db, viewer.id, query)).map(toProducerConnection);
}

/** GET /api/Dealer: who has me as a producer (only once my address is verified). */
export async function listMyDealers(
  db: Db,
  viewer: CurrentUser,
  query: ConnectionListQuery,
): Promise<DealerConnection[]> {
  const rows = await listDealerConnections(db, viewer.id, query);
  return rows.map((row) => ({
    id: row.id,
    dealer: {
      id: row.dealer.id,
      name: row.dealer.name,
      username: row.dealer.username,
      creationTime: row.dealer.createdAt.toISOString(),
    },
    joinedAt: row.joinedAt.toISOString(),
  }));
}

/**
 * DELETE /api/Producer/{id}: the dealer, or the producer it names, removes the connection;
 * products keep their history without the producer link (the foreign key sets it null).
 */
export async function removeConnection(db: Db, viewer: CurrentUser, id: string): Promise<void> {
  const view = await findProducerConnectionView(db, id);
  if (!view) throw notFound();
  if (view.dealerId !== viewer.id && view.producer?.id !== viewer.id) throw forbidden();
  await writesTo([userScope(view.dealerId)], () => deleteProducerConnection(db, id));
}

/** One of the dealer's connections, for a product's producer link; undefined if not theirs. */
export async function findOwnProducerConnection(
  db: Db,
  dealerId: string,
  id: string,
): Promise<ProducerConnectionView | undefined> {
  const view = await findProducerConnectionView(db, id);
  return view?.dealerId === dealerId ? view : undefined;
}
