import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/products';

/** One person's inventory, oldest first (their data export). */
export function listProductsOfOwner(db: Db, ownerId: string) {
  return db
    .select({
      name: products.name,
      tags: products.tags,
      description: products.description,
      link: products.link,
      unit: products.unit,
      measure: products.measure,
      price: products.price,
      stock: products.stock,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(eq(products.ownerId, ownerId))
    .orderBy(products.createdAt, products.id);
}
