import {
  joinTags,
  marketMessages,
  splitTags,
  type CreateProductBody,
  type PatchProductBody,
  type ProductListQuery,
  type ProductResponse,
} from '@kozos/contract';
import { prefixQueryOf } from '../../content/search';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { userScope, writesTo } from '../../db/write-scope';
import { conflict, forbidden, notFound, validationFailed } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { attachPhotos } from '../photos';
import { findOwnProducerConnection } from '../producers';
import {
  deleteProductRow,
  findProductOwner,
  findProductView,
  hasOffers,
  insertProduct,
  listProductViews,
  updateProduct,
  type ProductValues,
  type ProductView,
} from './products.repository';

/*
 * Products are the owner's inventory (issue 12): only the owner reads or changes them. Their
 * writes name the owner's scope: no cached answer shows a product (offers copy what they show).
 */

export function toProductResponse(view: ProductView): ProductResponse {
  const { connection, producer } = view;
  return {
    id: view.id,
    name: view.name,
    tags: view.tags,
    description: view.description,
    link: view.link,
    producerId: connection?.id ?? null,
    producer: connection && {
      connectionId: connection.id,
      userId: producer?.id ?? null,
      name: producer ? producer.name || `@${producer.username ?? ''}` : connection.email,
      isPending: producer === null,
    },
    unit: view.unit,
    measure: view.measure,
    price: view.price,
    stock: view.stock,
    offerCount: view.offerCount,
    photos: view.photos,
    creationTime: view.createdAt.toISOString(),
  };
}

async function loadProduct(db: Db, id: string): Promise<ProductResponse> {
  const view = await findProductView(db, id);
  if (!view) throw notFound();
  return toProductResponse(view);
}

/** 404 for a missing product, 403 for someone else's. */
export async function requireProductOwner(db: Db, viewer: CurrentUser, id: string) {
  const product = await findProductOwner(db, id);
  if (!product) throw notFound();
  if (product.ownerId !== viewer.id) throw forbidden();
  return product;
}

/** The producer link must be one of my own connections. */
async function checkProducer(db: Db, viewer: CurrentUser, producerId: string | null | undefined) {
  if (!producerId) return;
  if (!(await findOwnProducerConnection(db, viewer.id, producerId))) {
    throw validationFailed({ producerId: [marketMessages.unknownProducer] });
  }
}

function valuesOf(body: PatchProductBody): Partial<ProductValues> {
  const values: Partial<ProductValues> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.tags !== undefined) values.tags = joinTags(splitTags(body.tags));
  if (body.description !== undefined) values.description = body.description;
  if (body.link !== undefined) values.link = body.link || null;
  if (body.producerId !== undefined) values.producerConnectionId = body.producerId;
  if (body.unit !== undefined) values.unit = body.unit;
  if (body.measure !== undefined) values.measure = body.measure;
  if (body.price !== undefined) values.price = body.price;
  if (body.stock !== undefined) values.stock = body.stock;
  return values;
}

/** POST /api/Product. */
export async function createProduct(
  db: Db,
  viewer: CurrentUser,
  body: CreateProductBody,
): Promise<ProductResponse> {
  await checkProducer(db, viewer, body.producerId);
  const values = valuesOf(body);
  const id = await writesTo([userScope(viewer.id)], () =>
    db.transaction(async (tx) => {
      const productId = await insertProduct(tx, {
        ownerId: viewer.id,
        name: body.name,
        unit: body.unit,
        measure: body.measure,
        price: body.price,
        tags: values.tags ?? '',
        description: values.description ?? '',
        link: values.link ?? null,
        producerConnectionId: values.producerConnectionId ?? null,
        stock: values.stock ?? null,
      });
      if (body.photoIds) await attachPhotos(tx, viewer, { productId }, body.photoIds);
      return productId;
    }),
  );
  return loadProduct(db, id);
}

export async function getProduct(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<ProductResponse> {
  await requireProductOwner(db, viewer, id);
  return loadProduct(db, id);
}

/** PATCH /api/Product/{id}: running offers keep what they copied (decision 073). */
export async function editProduct(
  db: Db,
  viewer: CurrentUser,
  id: string,
  body: PatchProductBody,
): Promise<ProductResponse> {
  await requireProductOwner(db, viewer, id);
  await checkProducer(db, viewer, body.producerId);
  await writesTo([userScope(viewer.id)], () =>
    db.transaction(async (tx) => {
      await updateProduct(tx, id, valuesOf(body));
      if (body.photoIds) await attachPhotos(tx, viewer, { productId: id }, body.photoIds);
    }),
  );
  return loadProduct(db, id);
}

/** DELETE /api/Product/{id}: refused with 409 while an offer of it exists (spec §5). */
export async function deleteProduct(db: Db, viewer: CurrentUser, id: string): Promise<void> {
  await requireProductOwner(db, viewer, id);
  if (await hasOffers(db, id)) throw conflict(marketMessages.productHasOffers);
  try {
    await writesTo([userScope(viewer.id)], () => deleteProductRow(db, id));
  } catch (error) {
    // An offer made between the check and the delete: the foreign key refuses.
    if (isForeignKeyViolation(error)) throw conflict(marketMessages.productHasOffers);
    throw error;
  }
}

/** GET /api/Product: mine, with search, tags, sort and paging. */
export async function listMyProducts(
  db: Db,
  viewer: CurrentUser,
  query: ProductListQuery,
): Promise<ProductResponse[]> {
  const views = await listProductViews(db, viewer.id, query, {
    searchQuery: prefixQueryOf(query.search),
    tags: splitTags(query.tags),
  });
  return views.map(toProductResponse);
}
