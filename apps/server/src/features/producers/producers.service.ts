import {
  marketMessages,
  type AddProducerBody,
  type ConnectionListQuery,
  type DealerConnection,
  type ProducerConnection,
} from '@kozos/contract';
import { personSummary } from '../../content/photo-refs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { userScope, writesTo } from '../../db/write-scope';
import { conflict, forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import type { Mailer } from '../../mail/mailer';
import type { TextStore } from '../../texts/text-store';
import { producerInvitationMail } from '../../mail/templates';
import { notify } from '../../notifications/notify';
import { createActivationToken } from '../activation';
import { displayNameOf } from '../../people/person-name';
import type { ProducerInvitationLimits } from './producer-limits';
import {
  answerProducerConnection,
  deleteProducerConnection,
  findAccountByEmail,
  findOwnAccount,
  findProducerConnectionView,
  insertProducerConnection,
  listDealerConnections,
  listProducerConnections,
  type DealerConnectionView,
  type ProducerConnectionView,
} from './producers.repository';

export interface ProducerMailing {
  mailer: Mailer;
  texts: TextStore;
  publicUrl: string;
  logger: FastifyBaseLogger;
  limits: ProducerInvitationLimits;
}

export function toProducerConnection(view: ProducerConnectionView): ProducerConnection {
  const { producer } = view;
  return {
    id: view.id,
    email: view.email,
    status: producer === null ? 'requested' : 'accepted',
    producer: producer && {
      ...personSummary({
        id: producer.id,
        name: producer.name,
        username: producer.username,
        avatar: producer.avatar,
      }),
      company: producer.company,
      creationTime: producer.createdAt.toISOString(),
    },
    creationTime: view.createdAt.toISOString(),
  };
}

/**
 * POST /api/Producer: always a request, answered the same whether or not an account holds the
 * address (decision 076): no name, no company, no sign of registration. A verified, live account
 * gets a PRODUCER_CONNECTION_REQUESTED notification; an unknown address an invitation mail in the
 * dealer's language with an activation link; an unverified account nothing (it sees the request
 * once it verifies). Every add counts against the invitation limits alike (429), and adding the
 * same address again within a day delivers nothing new. Refused: my own address and an address
 * I already have (409).
 */
export async function addProducer(
  db: Db,
  viewer: CurrentUser,
  { email }: AddProducerBody,
  mailing: ProducerMailing,
): Promise<ProducerConnection> {
  const me = await findOwnAccount(db, viewer.id);
  if (me?.email.toLowerCase() === email) throw refusal(marketMessages.producerIsYou);
  const admission = await mailing.limits.admit(viewer.id, email);
  let id: string;
  try {
    id = await writesTo([userScope(viewer.id)], () =>
      insertProducerConnection(db, { dealerId: viewer.id, email }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(marketMessages.producerAlreadyConnected);
    throw error;
  }
  await admission.commit();
  if (admission.deliver) await deliverRequest(db, viewer, email, me?.language ?? 'en', mailing);
  const view = await findProducerConnectionView(db, id);
  if (!view) throw notFound();
  return toProducerConnection(view);
}

/** The notification to a verified account, the invitation mail to an unknown address. */
async function deliverRequest(
  db: Db,
  viewer: CurrentUser,
  email: string,
  lang: 'hu' | 'en',
  mailing: ProducerMailing,
): Promise<void> {
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await sendInvitation(db, viewer, email, lang, mailing);
  } else if (account.emailVerified) {
    await notify(db, [account.id], {
      type: 'PRODUCER_CONNECTION_REQUESTED',
      variables: { dealerName: await displayNameOf(db, viewer.id) },
      path: '/dealers',
    });
  }
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
  { mailer, texts, publicUrl, logger }: ProducerMailing,
): Promise<void> {
  const token = await createActivationToken(db, { email, invitedBy: viewer.id });
  const mail = producerInvitationMail(await texts.current(), {
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

function toDealerConnection(row: DealerConnectionView): DealerConnection {
  return {
    id: row.id,
    status: row.acceptedAt ? 'accepted' : 'requested',
    dealer: {
      ...personSummary({
        id: row.dealer.id,
        name: row.dealer.name,
        username: row.dealer.username,
        avatar: row.dealer.avatar,
      }),
      creationTime: row.dealer.createdAt.toISOString(),
    },
    requestedAt: row.requestedAt.toISOString(),
    joinedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/** GET /api/Dealer: who has me as a producer, and who asks to (once my address is verified). */
export async function listMyDealers(
  db: Db,
  viewer: CurrentUser,
  query: ConnectionListQuery,
): Promise<DealerConnection[]> {
  return (await listDealerConnections(db, viewer.id, query)).map(toDealerConnection);
}

/**
 * Only the verified, live account at the request's address answers it (404 missing, 403 anyone
 * else, the dealer included). Either answer may be given again or changed later.
 */
async function answerRequest(
  db: Db,
  viewer: CurrentUser,
  id: string,
  answer: { acceptedBy: string } | 'declined',
): Promise<void> {
  const view = await findProducerConnectionView(db, id);
  if (!view) throw notFound();
  if (view.holderId !== viewer.id) throw forbidden();
  // The dealer's product reads show the producer: their cached answers change too.
  await writesTo([userScope(view.dealerId), userScope(viewer.id)], () =>
    answerProducerConnection(db, id, answer),
  );
}

/**
 * POST /api/Dealer/{id}/Accept: the dealer sees my name and company from now on, and their
 * products and new offers name me (decision 076). Answers the connection as I now see it.
 */
export async function acceptRequest(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<DealerConnection> {
  await answerRequest(db, viewer, id, { acceptedBy: viewer.id });
  const [row] = await listDealerConnections(db, viewer.id, { limit: 1, skip: 0 }, { id });
  if (!row) throw notFound();
  return toDealerConnection(row);
}

/**
 * POST /api/Dealer/{id}/Decline: the request leaves my list; the dealer keeps seeing it as
 * waiting, exactly as for an address nobody holds, and adding me again is refused as a duplicate
 * while it is there.
 */
export async function declineRequest(db: Db, viewer: CurrentUser, id: string): Promise<void> {
  await answerRequest(db, viewer, id, 'declined');
}

/**
 * DELETE /api/Producer/{id}: the dealer, or the producer it names (accepted or not), removes it;
 * products keep their history without the producer link (the foreign key sets it null).
 */
export async function removeConnection(db: Db, viewer: CurrentUser, id: string): Promise<void> {
  const view = await findProducerConnectionView(db, id);
  if (!view) throw notFound();
  if (view.dealerId !== viewer.id && view.holderId !== viewer.id) throw forbidden();
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
