import {
  type DealerOfferResponse,
  type OfferListQuery,
  type OfferResponse,
  type OfferSortField,
  type SortOrder,
} from '@kozos/contract';
import type { FeedSource } from '../../content/feed-source';
import { feedWindowOf } from '../../content/feed-window';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../identity/current-user';
import { listOffers, type OfferScope } from './offer-list.repository';
import { toOfferResponse } from './offers.service';
import type { OfferView } from './offer-view';

/** Newest first, soonest deadline or delivery first, cheapest first, A to Z (decision 074). */
function defaultOrderOf(sort: OfferSortField): SortOrder {
  return sort === 'creationTime' ? 'desc' : 'asc';
}

async function listPage(db: Db, scope: OfferScope, query: OfferListQuery): Promise<OfferView[]> {
  const sort = query.sortBy ?? 'creationTime';
  const rows = await listOffers(db, {
    scope,
    sort,
    order: query.order ?? defaultOrderOf(sort),
    window: { ...feedWindowOf(query), before: undefined, until: undefined },
    hidePast: query.hidePast === 'true',
  });
  return rows.slice(query.skip, query.skip + query.limit);
}

/** GET /api/Offer: the market, the offers of all my groups. */
export async function listMarketOffers(
  db: Db,
  viewer: CurrentUser,
  query: OfferListQuery,
): Promise<OfferResponse[]> {
  const rows = await listPage(db, { kind: 'groups', feed: { viewerId: viewer.id } }, query);
  return rows.map((view) => toOfferResponse(view, viewer.id));
}

/** GET /api/Offer/Mine: the offers I made, in any group (also one I have left). */
export async function listMyOffers(
  db: Db,
  viewer: CurrentUser,
  query: OfferListQuery,
): Promise<OfferResponse[]> {
  const rows = await listPage(db, { kind: 'dealer', ownerId: viewer.id }, query);
  return rows.map((view) => toOfferResponse(view, viewer.id));
}

/**
 * GET /api/DealerOffer (/dealeroffer): for a producer, the offers dealers made of their products,
 * with the ordered amounts; never the dealer's purchase time (decision 071).
 */
export async function listDealerOffers(
  db: Db,
  viewer: CurrentUser,
  query: OfferListQuery,
): Promise<DealerOfferResponse[]> {
  const rows = await listPage(db, { kind: 'producer', ownerId: viewer.id }, query);
  return rows.map((view) => {
    const { purchaseTime: _dealersOwn, ...offer } = toOfferResponse(view, viewer.id);
    return { ...offer, orderedAmount: view.orderedAmount };
  });
}

/** The offers of a feed page, as feed items (registered in app.ts). */
export const offerFeedSource: FeedSource = async (db, scope, window) =>
  (
    await listOffers(db, {
      scope: { kind: 'groups', feed: scope },
      sort: 'creationTime',
      order: 'desc',
      window,
      hidePast: false,
    })
  ).map((view) => ({
    id: view.id,
    type: 'offer' as const,
    data: toOfferResponse(view, scope.viewerId),
  }));
