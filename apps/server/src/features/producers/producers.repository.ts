import type { ConnectionListQuery } from '@kozos/contract';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { producerConnections, users } from '../../db/schema';

export type ConnectionRow = typeof producerConnections.$inferSelect;

/** The account that makes a connection active: verified, live, at the connection's address. */
export const producerAccount = alias(users, 'producer_account');

export function activeAccountOn(email: SQL | typeof producerConnections.email): SQL {
  return sql`${producerAccount.email} = ${email} and ${producerAccount.emailVerified} and ${producerAccount.deletedAt} is null`;
}

export interface ProducerConnectionView {
  id: string;
  email: string;
  createdAt: Date;
  producer: {
    id: string;
    name: string;
    username: string | null;
    company: string;
    createdAt: Date;
  } | null;
}

const producerColumns = {
  id: producerConnections.id,
  email: producerConnections.email,
  createdAt: producerConnections.createdAt,
  producer: {
    id: producerAccount.id,
    name: producerAccount.name,
    username: producerAccount.username,
    company: producerAccount.company,
    createdAt: producerAccount.createdAt,
  },
};

function direction(order: 'asc' | 'desc' | undefined, fallback: 'asc' | 'desc') {
  return (order ?? fallback) === 'asc' ? asc : desc;
}

/** My producers, one query whatever the page size; pending rows have no producer. */
export async function listProducerConnections(
  db: Db,
  dealerId: string,
  query: ConnectionListQuery,
): Promise<ProducerConnectionView[]> {
  const byName = query.sortBy === 'name';
  const dir = direction(query.order, byName ? 'asc' : 'desc');
  const shownName = sql`coalesce(nullif(${producerAccount.name}, ''), ${producerConnections.email})`;
  const rows = await db
    .select(producerColumns)
    .from(producerConnections)
    .leftJoin(producerAccount, activeAccountOn(producerConnections.email))
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
  const [row] = await db
    .select({ ...producerColumns, dealerId: producerConnections.dealerId })
    .from(producerConnections)
    .leftJoin(producerAccount, activeAccountOn(producerConnections.email))
    .where(eq(producerConnections.id, id));
  return row;
}

export interface DealerConnectionView {
  id: string;
  joinedAt: Date;
  dealer: { id: string; name: string; username: string | null; createdAt: Date };
}

/**
 * The dealers whose connections name my address, when my account is verified and live. Joined
 * at: the later of the connection and my account (the moment it became active).
 */
export async function listDealerConnections(
  db: Db,
  producerId: string,
  query: ConnectionListQuery,
): Promise<DealerConnectionView[]> {
  const dealer = alias(users, 'dealer');
  const joinedAt = sql<Date>`greatest(${producerConnections.createdAt}, ${producerAccount.createdAt})`;
  const byName = query.sortBy === 'name';
  const dir = direction(query.order, byName ? 'asc' : 'desc');
  const rows = await db
    .select({
      id: producerConnections.id,
      joinedAt: joinedAt.mapWith((value: string | Date) => new Date(value)),
      dealer: {
        id: dealer.id,
        name: dealer.name,
        username: dealer.username,
        createdAt: dealer.createdAt,
      },
    })
    .from(producerAccount)
    .innerJoin(producerConnections, activeAccountOn(producerConnections.email))
    .innerJoin(dealer, and(eq(dealer.id, producerConnections.dealerId), isNull(dealer.deletedAt)))
    .where(eq(producerAccount.id, producerId))
    .orderBy(dir(byName ? dealer.name : joinedAt), dir(producerConnections.id))
    .limit(query.limit)
    .offset(query.skip);
  return rows;
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
