import type { PhotoRef, ProductListQuery } from '@kozos/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { searchCondition } from '../../content/search';
import type { Db } from '../../db/client';
import { offers, producerConnections, products } from '../../db/schema';
import { photoRefsColumn } from '../photos';
import { activeAccountOn, producerAccount } from '../producers';

export type ProductRow = typeof products.$inferSelect;

/** A product with its producer connection (and that producer's account, once active). */
export interface ProductView {
  id: string;
  ownerId: string;
  name: string;
  tags: string;
  description: string;
  link: string | null;
  unit: number;
  measure: string;
  price: number;
  stock: number | null;
  createdAt: Date;
  offerCount: number;
  /** In display order (issue 25). */
  photos: PhotoRef[];
  connection: { id: string; email: string } | null;
  producer: { id: string; name: string; username: string | null } | null;
}

const viewColumns = {
  id: products.id,
  ownerId: products.ownerId,
  name: products.name,
  tags: products.tags,
  description: products.description,
  link: products.link,
  unit: products.unit,
  measure: products.measure,
  price: products.price,
  stock: products.stock,
  createdAt: products.createdAt,
  // Index-backed (offers_product_idx), inside the one list query.
  offerCount: sql<number>`(select count(*) from ${offers} where ${offers.productId} = ${products.id})::int`,
  photos: photoRefsColumn('productId', products.id),
  connection: { id: producerConnections.id, email: producerConnections.email },
  producer: {
    id: producerAccount.id,
    name: producerAccount.name,
    username: producerAccount.username,
  },
};

function viewQuery(db: Db) {
  return db
    .select(viewColumns)
    .from(products)
    .leftJoin(producerConnections, eq(producerConnections.id, products.producerConnectionId))
    .leftJoin(producerAccount, activeAccountOn());
}

const sortColumns = {
  creationTime: products.createdAt,
  name: products.name,
  price: products.price,
};

/** My products: one query whatever the page size (search, tags, sort, skip/limit). */
export async function listProductViews(
  db: Db,
  ownerId: string,
  query: ProductListQuery,
  filters: { searchQuery: string | undefined; tags: string[] },
): Promise<ProductView[]> {
  const sortBy = query.sortBy ?? 'creationTime';
  const dir = (query.order ?? (sortBy === 'creationTime' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const conditions: SQL[] = [eq(products.ownerId, ownerId)];
  if (filters.searchQuery) conditions.push(searchCondition(products.search, filters.searchQuery));
  for (const tag of filters.tags) {
    conditions.push(sql`position(${`;${tag};`}::text in ';' || ${products.tags} || ';') > 0`);
  }
  return viewQuery(db)
    .where(and(...conditions))
    .orderBy(dir(sortColumns[sortBy]), dir(products.id))
    .limit(query.limit)
    .offset(query.skip);
}

export async function findProductView(db: Db, id: string): Promise<ProductView | undefined> {
  const [row] = await viewQuery(db).where(eq(products.id, id));
  return row;
}

export async function findProductOwner(
  db: Db,
  id: string,
): Promise<Pick<ProductRow, 'id' | 'ownerId'> | undefined> {
  const [row] = await db
    .select({ id: products.id, ownerId: products.ownerId })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

export type ProductValues = Pick<
  ProductRow,
  | 'name'
  | 'tags'
  | 'description'
  | 'link'
  | 'producerConnectionId'
  | 'unit'
  | 'measure'
  | 'price'
  | 'stock'
>;

export async function insertProduct(
  db: Db,
  values: ProductValues & { ownerId: string },
): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('insert into products returned nothing');
  return row.id;
}

export async function updateProduct(
  db: Db,
  id: string,
  changes: Partial<ProductValues>,
): Promise<void> {
  await db
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Whether any offer (running or past) was made of the product. */
export async function hasOffers(db: Db, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.productId, productId))
    .limit(1);
  return rows.length > 0;
}

export async function deleteProductRow(db: Db, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/**
 * Takes `amount` order units from a tracked stock (a negative amount gives them back), in one
 * conditional statement: false when the stock holds fewer. An untracked stock (null) stays null
 * and always answers true.
 */
export async function takeStock(db: Db, productId: string, amount: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${amount}::int` })
    .where(
      and(
        eq(products.id, productId),
        sql`(${products.stock} is null or ${products.stock} >= ${amount}::int)`,
      ),
    )
    .returning({ id: products.id });
  return rows.length > 0;
}
