import type { ConnectionListQuery, PhotoRef } from '@kozos/contract';
import { avatarRefOf } from '../../content/photo-refs';
import { and, asc, desc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { producerConnections, users } from '../../db/schema';

export type ConnectionRow = typeof producerConnections.$inferSelect;

/** The account that makes a connection active: the one that accepted it (decision 076). */
export const producerAccount = alias(users, 'producer_account');

/** The verified, live account at the connection's address: who may accept or decline it. */
const addressHolder = alias(users, 'address_holder');

function holdsAddress(account: {
  email: AnyColumn;
  emailVerified: AnyColumn;
  deletedAt: AnyColumn;
}): SQL {
  return sql`${account.email} = ${producerConnections.email} and ${account.emailVerified} and ${account.deletedAt} is null`;
}

/**
 * Joins `producerAccount` to an active connection: accepted by the account that still holds the
 * address (verified, live). A request, a declined one, or an address that changed hands joins
 * nothing, so no feature shows a producer who has not accepted.
 */
export function activeAccountOn(): SQL {
  return sql`${producerAccount.id} = ${producerConnections.acceptedBy} and ${holdsAddress(producerAccount)}`;
}

export interface ProducerConnectionView {
  id: string;
  email: string;
  createdAt: Date;
  /** The account at the address, accepted or not: for authorization, never shown to the dealer. */
  holderId: string | null;
  producer: {
    id: string;
    name: string;
    username: string | null;
    company: string;
    createdAt: Date;
    avatar: PhotoRef | null;
  } | null;
}

const producerColumns = {
  id: producerConnections.id,
  email: producerConnections.email,
  createdAt: producerConnections.createdAt,
  holderId: addressHolder.id,
  producer: {
    id: producerAccount.id,
    name: producerAccount.name,
    username: producerAccount.username,
    company: producerAccount.company,
    createdAt: producerAccount.createdAt,
    avatar: avatarRefOf('producer_account'),
  },
};

function direction(order: 'asc' | 'desc' | undefined, fallback: 'asc' | 'desc') {
  return (order ?? fallback) === 'asc' ? asc : desc;
}

function connectionQuery(db: Db) {
  return db
    .select({ ...producerColumns, dealerId: producerConnections.dealerId })
    .from(producerConnections)
    .leftJoin(producerAccount, activeAccountOn())
    .leftJoin(addressHolder, holdsAddress(addressHolder));
}

/** My producers, one query whatever the page size; requests have no producer. */
export async function listProducerConnections(
  db: Db,
  dealerId: string,
  query: ConnectionListQuery,
): Promise<ProducerConnectionView[]> {
  const byName = query.sortBy === 'name';
  const dir = direction(query.order, byName ? 'asc' : 'desc');
  const shownName = sql`coalesce(nullif(${producerAccount.name}, ''), ${producerConnections.email})`;
  const rows = await connectionQuery(db)
    .where(eq(producerConnections.dealerId, dealerId))
    .orderBy(dir(byName ? shownName : producerConnections.createdAt), dir(producerConnections.id))
    .limit(query.limit)
    .offset(query.skip);
  return rows;
}

export async function findProducerConnectionView(
  db: Db,
  id: string,
): Promise<(ProducerConnectionView & { dealerId: string }) | undefined> {
  const [row] = await connectionQuery(db).where(eq(producerConnections.id, id));
  return row;
}

export interface DealerConnectionView {
  id: string;
  requestedAt: Date;
  /** When I accepted; null while it is a request to me. */
  acceptedAt: Date | null;
  dealer: {
    id: string;
    name: string;
    username: string | null;
    createdAt: Date;
    avatar: PhotoRef | null;
  };
}

/**
 * The dealers whose connections name my address, when my account is verified and live: the
 * ones I accepted, and the requests I have not declined (requests first, then the sort). Joined
 * at: when I accepted.
 */
export async function listDealerConnections(
  db: Db,
  producerId: string,
  query: ConnectionListQuery,
  only?: { id: string },
): Promise<DealerConnectionView[]> {
  const dealer = alias(users, 'dealer');
  // Accepted by someone who held the address before me: a request to me.
  const acceptedByMe = sql`${producerConnections.acceptedBy} is not distinct from ${producerId}`;
  const acceptedAt = sql<Date | null>`case when ${acceptedByMe} then ${producerConnections.acceptedAt} end`;
  const joinedAt = sql`coalesce(${acceptedAt}, ${producerConnections.createdAt})`;
  const byName = query.sortBy === 'name';
  const dir = direction(query.order, byName ? 'asc' : 'desc');
  return db
    .select({
      id: producerConnections.id,
      requestedAt: producerConnections.createdAt,
      acceptedAt: acceptedAt.mapWith((value: string | Date | null) =>
        value === null ? null : new Date(value),
      ),
      dealer: {
        id: dealer.id,
        name: dealer.name,
        username: dealer.username,
        createdAt: dealer.createdAt,
        avatar: avatarRefOf('dealer'),
      },
    })
    .from(addressHolder)
    .innerJoin(producerConnections, holdsAddress(addressHolder))
    .innerJoin(dealer, and(eq(dealer.id, producerConnections.dealerId), isNull(dealer.deletedAt)))
    .where(
      and(
        eq(addressHolder.id, producerId),
        // A declined request is gone from my list (the dealer still sees it waiting).
        isNull(producerConnections.declinedAt),
        only ? eq(producerConnections.id, only.id) : undefined,
      ),
    )
    .orderBy(
      sql`${acceptedAt} is not null`,
      dir(byName ? dealer.name : joinedAt),
      dir(producerConnections.id),
    )
    .limit(query.limit)
    .offset(query.skip);
}

/** The producer's answer: accepted by them (a decline forgotten), or declined (not accepted). */
export async function answerProducerConnection(
  db: Db,
  id: string,
  answer: { acceptedBy: string } | 'declined',
): Promise<void> {
  await db
    .update(producerConnections)
    .set(
      answer === 'declined'
        ? { acceptedBy: null, acceptedAt: null, declinedAt: sql`now()` }
        : {
            acceptedBy: answer.acceptedBy,
            // Accepting again keeps the first moment; another holder's acceptance is replaced.
            acceptedAt: sql`case when ${producerConnections.acceptedBy} = ${answer.acceptedBy} then ${producerConnections.acceptedAt} else now() end`,
            declinedAt: null,
          },
    )
    .where(eq(producerConnections.id, id));
}

export async function insertProducerConnection(
  db: Db,
  values: { dealerId: string; email: string },
): Promise<string> {
  const [row] = await db
    .insert(producerConnections)
    .values(values)
    .returning({ id: producerConnections.id });
  if (!row) throw new Error('insert into producer_connections returned nothing');
  return row.id;
}

export async function deleteProducerConnection(db: Db, id: string): Promise<void> {
  await db.delete(producerConnections).where(eq(producerConnections.id, id));
}

/** A live account and whether its address is verified. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row;
}

/** The caller's address and whether it is verified (a connection names addresses). */
export async function findOwnAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
