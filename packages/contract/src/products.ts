import { z } from 'zod';
import { listQueryWithSort } from './api';
import { Measure } from './enums';
import { PostLink } from './posts';
import { TagList } from './tags';
import { PhotoIds, PhotoRefList } from './photos';
import { oneLine, text } from './text';

/*
 * Spec §3 Product: the inventory of a dealer (distributor), private to its owner. Prices and
 * amounts are integers: forints per order unit, and order units (decision 070).
 */

export const maxProductNameLength = 200;
export const maxProductDescriptionLength = 5000;
/** The most of `measure` one order unit may hold (50 for "50 dkg"). */
export const maxOrderUnit = 1_000_000;
/** Forints per order unit. */
export const maxPrice = 100_000_000;
/** Order units in stock or on offer. */
export const maxAmount = 1_000_000;

export const ProductName = oneLine().trim().min(1).max(maxProductNameLength);
export const ProductDescription = text().trim().max(maxProductDescriptionLength);
/** How much of `measure` one order unit holds: a positive integer. */
export const OrderUnit = z.number().int().min(1).max(maxOrderUnit);
/**
 * The schemas whose numbers are forints, so a form names their limits as money ("at most
 * 100 000 000 ft", issue 23.10) rather than as a bare number.
 */
export const forintSchemas = z.registry<{ unit: 'forint' }>();

/** Forints per order unit; 0 means free. */
export const Price = z
  .number()
  .int()
  .min(0)
  .max(maxPrice)
  .register(forintSchemas, { unit: 'forint' });
/** Order units, none or more (stock). */
export const Amount = z.number().int().min(0).max(maxAmount);
/** Order units, at least one (an offer's total). */
export const PositiveAmount = z.number().int().min(1).max(maxAmount);

/** The producer a product comes from: one of the owner's producer connections (spec §3). */
export const ProductProducer = z.object({
  /** The connection's id: what `producerId` names. */
  connectionId: text(),
  /** The producer's account, once the address has a verified one (decision 071). */
  userId: text().nullable(),
  /** The producer's name, or the address while the connection is pending. */
  name: text(),
  isPending: z.boolean(),
});
export type ProductProducer = z.infer<typeof ProductProducer>;

/** `GET /api/Product/{id}` and every product list: the owner only. */
export const ProductResponse = z.object({
  id: text(),
  name: text(),
  /** Semicolon-joined: product system tags (`system.food` …) and free tags. */
  tags: text(),
  description: text(),
  link: text().nullable(),
  /** The producer connection's id, or null for "No source". */
  producerId: text().nullable(),
  producer: ProductProducer.nullable(),
  unit: z.number().int(),
  measure: text(),
  price: z.number().int(),
  /** Order units not yet offered; null when stock is not tracked. */
  stock: z.number().int().nullable(),
  /** Offers of this product: while any exists it cannot be deleted (spec §5). */
  offerCount: z.number().int(),
  /** Display order; offers made from it copy them (issue 25, decision 073). */
  photos: PhotoRefList,
  creationTime: z.iso.datetime(),
});
export type ProductResponse = z.infer<typeof ProductResponse>;

/** `POST /api/Product`: spec §7's payload, plus the optional stock. */
export const CreateProductBody = z.object({
  name: ProductName,
  tags: TagList.optional(),
  description: ProductDescription.optional(),
  link: PostLink.optional(),
  /** A producer connection of mine; null or left out for "No source". */
  producerId: z.uuid().nullable().optional(),
  unit: OrderUnit,
  measure: Measure,
  price: Price,
  /** Order units in stock; null or left out: not tracked. */
  stock: Amount.nullable().optional(),
  /** Uploads of mine (`POST /api/Photo`), in display order; on PATCH the whole new list. */
  photoIds: PhotoIds.optional(),
});
export type CreateProductBody = z.infer<typeof CreateProductBody>;

/** `PATCH /api/Product/{id}`: any subset; `producerId: null` removes the link, `stock: null` stops tracking. */
export const PatchProductBody = CreateProductBody.partial();
export type PatchProductBody = z.infer<typeof PatchProductBody>;

export const productSortFields = ['creationTime', 'name', 'price'] as const;
export const ProductListQuery = listQueryWithSort(productSortFields);
export type ProductListQuery = z.infer<typeof ProductListQuery>;
