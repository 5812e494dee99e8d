import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedWindowOf, preparedBindOf } from '../../content/feed-window';
import type { Db } from '../../db/client';
import { groups, memberships, offers, products, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { genericPlanOf, genericPlansAfter } from '../../test/generic-plans';
import {
  bindOfferValues,
  listOffers,
  offerListValues,
  offersQuery,
  type OfferListSpec,
} from './offer-list.repository';

/*
 * Offer lists must be index-backed whatever the table size (decisions 015, 074). As in the
 * posts' plan test, sequential scans are off: a plan that still scans the table has no index.
 */

let database: TestDatabase;
let viewerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [viewer] = await db.insert(users).values({ email: 'plan@example.org' }).returning();
  const [group] = await db.insert(groups).values({ name: 'Plan' }).returning();
  if (!viewer || !group) throw new Error('setup failed');
  viewerId = viewer.id;
  await db.insert(memberships).values({ groupId: group.id, userId: viewer.id });
  const [product] = await db
    .insert(products)
    .values({ ownerId: viewer.id, name: 'Méz', unit: 1, measure: 'kg', price: 1 })
    .returning();
  if (!product) throw new Error('setup failed');
  const start = Date.now();
  await db.insert(offers).values(
    Array.from({ length: 2000 }, (_, at) => ({
      groupId: group.id,
      dealerId: viewer.id,
      productId: product.id,
      productName: at % 500 === 0 ? `Körtelekvár ${at}` : `Offer ${at}`,
      productTags: at % 2 ? 'system.food' : '',
      price: at,
      unit: 1,
      measure: 'kg',
      orderDeadline: new Date(start + at * 60_000),
      delivery: new Date(start + at * 60_000 + 3600_000),
      totalAmount: 10,
    })),
  );
  await db.execute(sql`analyze offers`);
});

afterAll(async () => {
  await database.close();
});

async function planOf(spec: Partial<OfferListSpec> & { search?: string }): Promise<string> {
  const { search, ...rest } = spec;
  const full: OfferListSpec = {
    scope: { kind: 'groups', feed: { viewerId } },
    sort: 'creationTime',
    order: 'desc',
    window: feedWindowOf({ limit: 10, skip: 0, ...(search ? { search } : {}) }),
    hidePast: false,
    ...rest,
  };
  return database.db.transaction(async (tx: Db) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const query = offersQuery(tx, full, bindOfferValues(full));
    const result: unknown = await tx.execute(sql`explain ${query.getSQL()}`);
    const { rows } = result as { rows: Record<string, string>[] };
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

/** The market of the viewer's groups, newest first, searching for `search`. */
function marketSpec(search: string): OfferListSpec {
  return {
    scope: { kind: 'groups', feed: { viewerId } },
    sort: 'creationTime',
    order: 'desc',
    window: feedWindowOf({ limit: 10, skip: 0, search }),
    hidePast: false,
  };
}

describe('offer list plans', () => {
  it('reads the market and the feed newest first per group in index order', async () => {
    const plan = await planOf({});
    expect(plan).toMatch(/Index Scan using offers_group_created_idx on offers/);
    expect(plan).not.toMatch(/Seq Scan on offers|Bitmap Heap Scan on offers/);
  });

  it('reads the market by soonest deadline through its own index', async () => {
    const plan = await planOf({ sort: 'orderDeadline', order: 'asc', hidePast: true });
    expect(plan).toMatch(/Index Scan using offers_group_deadline_idx on offers/);
  });

  it('reads my offers and a producer’s through their own indexes', async () => {
    const mine = await planOf({ scope: { kind: 'dealer', ownerId: viewerId } });
    expect(mine).toMatch(/offers_dealer_created_idx/);
    const producers = await planOf({ scope: { kind: 'producer', ownerId: viewerId } });
    expect(producers).toMatch(/offers_producer_created_idx/);
  });

  it('searches through the GIN index in its generic plan, also for a word that matches nothing', async () => {
    for (const word of ['kortelekvar', 'zeppelin']) {
      const spec = marketSpec(word);
      const query = offersQuery(database.db, spec, preparedBindOf(spec.window).bind);
      const plan = await genericPlanOf(database, query.toSQL(), offerListValues(spec));
      expect(plan).toContain('offers_search_idx');
      expect(plan).not.toMatch(/Seq Scan on offers/);
    }
  });
});

describe('the prepared market statement', () => {
  it('is planned once: with the page size a constant it takes the generic plan', async () => {
    const spec: OfferListSpec = {
      scope: { kind: 'groups', feed: { viewerId } },
      sort: 'creationTime',
      order: 'desc',
      window: feedWindowOf({ limit: 10, skip: 0 }),
      hidePast: false,
    };
    const plans = await genericPlansAfter(
      database,
      (db) => listOffers(db, spec),
      sql`statement like '%from "offers"%' and statement like '%lateral%'`,
    );
    expect(plans).toBeGreaterThan(0);
  });
});

describe('the prepared market search', () => {
  it('is planned once: a search takes the generic plan (decision 204)', async () => {
    const spec = marketSpec('körtelekvár');
    const text = offersQuery(database.db, spec, preparedBindOf(spec.window).bind).toSQL().sql;
    const plans = await genericPlansAfter(
      database,
      (db) => listOffers(db, spec),
      sql`statement = ${text}`,
    );
    expect(plans).toBeGreaterThan(0);
  });
});
