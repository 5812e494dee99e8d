import {
  availableOf,
  marketMessages,
  type CreateOfferBody,
  type OfferResponse,
  type PatchOfferBody,
} from '@kozos/contract';
import { requireGroupMember } from '../../access/group-access';
import { personSummary } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { groupScope, writesTo } from '../../db/write-scope';
import { conflict, forbidden, notFound, unprocessable } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { notify } from '../../notifications/notify';
import { listMemberIds } from '../groups';
import { copyProductPhotosToOffer } from '../photos';
import { findProductForOffer, takeStock, type ProductView } from '../products';
import { displayNameOf } from '../../people/person-name';
import { checkOfferTimes } from './offer-times';
import type { OfferView } from './offer-view';
import { requireOfferDealer, requireOfferReader } from './offers.policy';
import {
  deleteUnorderedOffer,
  findOfferState,
  findOfferView,
  insertOffer,
  updateOfferTerms,
} from './offers.repository';

/**
 * An offer as `viewerId` may see it: `purchaseTime` is the dealer's alone (spec §3), so it is
 * left out of every other reader's answer, whichever route or feed builds it.
 */
export function toOfferResponse(view: OfferView, viewerId: string): OfferResponse {
  return {
    id: view.id,
    group: { id: view.groupId, name: view.groupName },
    dealer: personSummary(view.dealer),
    producer: view.producer,
    product: {
      id: view.productId,
      name: view.productName,
      tags: view.productTags,
      description: view.productDescription,
      photos: view.photos,
    },
    price: view.price,
    unit: view.unit,
    measure: view.measure,
    orderDeadline: view.orderDeadline.toISOString(),
    delivery: view.delivery.toISOString(),
    pickupPlace: view.pickupPlace,
    ...(view.dealerId === viewerId
      ? { purchaseTime: view.purchaseTime?.toISOString() ?? null }
      : {}),
    totalAmount: view.totalAmount,
    availableAmount: availableOf(view),
    creationTime: view.createdAt.toISOString(),
    commentCount: view.commentCount,
    ...(view.hiddenReason === null ? {} : { hiddenReason: view.hiddenReason }),
  };
}

async function loadOffer(db: Db, id: string, viewerId: string): Promise<OfferResponse> {
  const view = await findOfferView(db, id);
  if (!view) throw notFound();
  return toOfferResponse(view, viewerId);
}

/** One of my products, for a new offer: 404 when missing, 403 when someone else's. */
async function requireOwnProduct(db: Db, viewer: CurrentUser, id: string): Promise<ProductView> {
  const product = await findProductForOffer(db, id);
  if (!product) throw notFound();
  if (product.ownerId !== viewer.id) throw forbidden();
  return product;
}

/** Spec §5: the producer in the group sees the offer; the dealer confirms before publishing. */
async function checkProducerInGroup(
  db: Db,
  product: ProductView,
  body: CreateOfferBody,
): Promise<void> {
  if (!product.producer || body.producerInGroupConfirmed) return;
  if ((await listMemberIds(db, body.groupId)).includes(product.producer.id)) {
    throw conflict(marketMessages.producerInGroup);
  }
}

/**
 * POST /api/Offer: one of my products into one of my groups. The stock it promises is taken
 * from the product (when tracked) in the same transaction, by a conditional update (decision
 * 070); the group's other members get OFFER_CREATED once it is committed.
 */
export async function createOffer(
  db: Db,
  viewer: CurrentUser,
  body: CreateOfferBody,
): Promise<OfferResponse> {
  const { group } = await requireGroupMember(db, viewer, body.groupId);
  const product = await requireOwnProduct(db, viewer, body.productId);
  checkOfferTimes(body, new Date());
  await checkProducerInGroup(db, product, body);
  const id = await writesTo([groupScope(group.id)], () =>
    db.transaction(async (tx) => {
      if (!(await takeStock(tx, product.id, body.totalAmount))) {
        throw conflict(marketMessages.notEnoughStock, {
          totalAmount: [marketMessages.notEnoughStock],
        });
      }
      const offerId = await insertOffer(tx, {
        groupId: group.id,
        dealerId: viewer.id,
        productId: product.id,
        producerId: product.producer?.id ?? null,
        productName: product.name,
        productTags: product.tags,
        productDescription: product.description,
        price: body.price ?? product.price,
        unit: product.unit,
        measure: product.measure,
        orderDeadline: new Date(body.orderDeadline),
        purchaseTime: body.purchaseTime ? new Date(body.purchaseTime) : null,
        delivery: new Date(body.delivery),
        pickupPlace: body.pickupPlace || null,
        totalAmount: body.totalAmount,
      });
      // The offer keeps the photos the product has now, as it keeps its name (decision 073).
      await copyProductPhotosToOffer(tx, product.id, offerId);
      return offerId;
    }),
  ).catch((error: unknown) => {
    // The product was deleted meanwhile.
    throw isForeignKeyViolation(error) ? notFound() : error;
  });
  const offer = await loadOffer(db, id, viewer.id);
  await notifyOfferCreated(db, viewer, offer);
  return offer;
}

async function notifyOfferCreated(db: Db, viewer: CurrentUser, offer: OfferResponse) {
  const others = (await listMemberIds(db, offer.group.id)).filter((id) => id !== viewer.id);
  await notify(db, others, {
    type: 'OFFER_CREATED',
    variables: {
      dealerName: await displayNameOf(db, viewer.id),
      productName: offer.product.name,
      groupName: offer.group.name,
    },
    path: `/offers/${offer.id}`,
  });
}

export async function getOffer(db: Db, viewer: CurrentUser, id: string): Promise<OfferResponse> {
  await requireOfferReader(db, viewer, id);
  return loadOffer(db, id, viewer.id);
}

/**
 * PATCH /api/Offer {id, totalAmount?, pickupPlace?}: the dealer only. The database decides in one
 * statement (never below the ordered amount, never after the deadline, for the place as for the
 * amount: decision 077); a tracked stock follows the difference in the same transaction.
 */
export async function patchOffer(
  db: Db,
  viewer: CurrentUser,
  { id, totalAmount, pickupPlace }: PatchOfferBody,
): Promise<OfferResponse> {
  const offer = await requireOfferDealer(db, viewer, id);
  await writesTo([groupScope(offer.groupId)], () =>
    db.transaction(async (tx) => {
      const changed = await updateOfferTerms(tx, id, {
        totalAmount,
        pickupPlace: pickupPlace === undefined ? undefined : pickupPlace || null,
      });
      if (!changed) throw await refusalOfTotal(tx, id);
      if (totalAmount === undefined) return;
      if (!(await takeStock(tx, changed.productId, totalAmount - changed.previous))) {
        throw conflict(marketMessages.notEnoughStock, {
          totalAmount: [marketMessages.notEnoughStock],
        });
      }
    }),
  );
  return loadOffer(db, id, viewer.id);
}

/** Which rule refused a new total: the deadline first, then the ordered amount. */
async function refusalOfTotal(db: Db, id: string) {
  const state = await findOfferState(db, id);
  if (!state) return notFound();
  if (state.deadlinePassed) return conflict(marketMessages.modifiedAfterDeadline);
  return unprocessable(marketMessages.amountBelowOrdered, {
    totalAmount: [marketMessages.amountBelowOrdered],
  });
}

/**
 * DELETE /api/Offer/{id}: the dealer only, and only while nobody has ordered from it
 * (decision 072); what was on offer goes back to a tracked stock.
 */
export async function deleteOffer(db: Db, viewer: CurrentUser, id: string): Promise<void> {
  const offer = await requireOfferDealer(db, viewer, id);
  await writesTo([groupScope(offer.groupId)], () =>
    db.transaction(async (tx) => {
      const deleted = await deleteUnorderedOffer(tx, id);
      if (!deleted) throw conflict(marketMessages.offerHasOrders);
      await takeStock(tx, deleted.productId, -deleted.unordered);
    }),
  );
}
