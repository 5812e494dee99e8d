import type { OfferSortField, SortOrder } from '@kozos/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  feedParamsOf,
  feedShapeOf,
  placeholderValues,
  preparedBindOf,
  scopeGroups,
  tagConditions,
  windowConditions,
  type FeedBind,
  type FeedScope,
  type FeedWindow,
} from '../../content/feed-window';
import {
  groupNameOf,
  personNameOf,
  personOf,
  preparedFamily,
} from '../../content/prepared-queries';
import { commentCountOf } from '../../content/comment-count';
import { visibleTo } from '../../content/hidden-items';
import { preparedSearchCondition } from '../../content/search';
import type { Db } from '../../db/client';
import { offers } from '../../db/schema';
import { photoRefsColumn } from '../photos';
import { offerColumns, type OfferView } from './offer-view';

/*
 * Every list of offers in one query builder (decisions 015, 074): the feeds, the market
 * (`GET /api/Offer`), my offers and /dealeroffer. In groups: top-N per group through a LATERAL
 * over the index (group_id, created_at desc, id desc) (or order_deadline), so the cost follows
 * the page size and the number of groups, not the table; with a search the GIN index first.
 * Mine and /dealeroffer read their own index by dealer or producer. The page is cut first, then
 * only its rows look up their dealer, group and producer by key.
 */

export type OfferScope =
  | { kind: 'groups'; feed: FeedScope }
  | { kind: 'dealer'; ownerId: string }
  | { kind: 'producer'; ownerId: string };

export interface OfferListSpec {
  scope: OfferScope;
  sort: OfferSortField;
  order: SortOrder;
  window: FeedWindow;
  /** Leave out offers whose delivery has passed (decision 074). */
  hidePast: boolean;
}

const preparedOffers = preparedFamily<OfferListRow>('offers');

const sortKeys = {
  creationTime: 'createdAt',
  orderDeadline: 'orderDeadline',
  delivery: 'delivery',
  price: 'price',
  name: 'productName',
} as const satisfies Record<OfferSortField, keyof typeof offerColumns>;

function shapeOf(spec: OfferListSpec): string {
  const base = spec.scope.kind === 'groups' ? feedShapeOf(spec.scope.feed, spec.window) : '';
  return `${spec.scope.kind}_${base}_${spec.sort}_${spec.order}_${spec.hidePast ? 'h' : ''}`;
}

/** The values of a list's placeholders. */
export function offerListValues(spec: OfferListSpec): Record<string, unknown> {
  const feed = spec.scope.kind === 'groups' ? spec.scope.feed : { viewerId: spec.scope.ownerId };
  const ownerId = spec.scope.kind === 'groups' ? undefined : spec.scope.ownerId;
  return { ...placeholderValues(feedParamsOf(feed, spec.window)), ownerId };
}

/** The list's values themselves, for a query run once (mine, /dealeroffer, the plan test). */
export function bindOfferValues(spec: OfferListSpec): FeedBind {
  const values = offerListValues(spec);
  return { param: (name: string) => sql`${values[name]}`, count: spec.window.count };
}

/** The offers of a list, in its order: at most `window.count` rows. */
export async function listOffers(db: Db, spec: OfferListSpec): Promise<OfferView[]> {
  // The rarer lists (mine, /dealeroffer) are not worth a prepared statement per shape; a
  // search in groups is prepared like the market itself (decision 204).
  if (spec.scope.kind !== 'groups') {
    return (await offersQuery(db, spec, bindOfferValues(spec))).map(toView);
  }
  // The page size is written into the statement (decision 230): with `limit $n` PostgreSQL
  // never took the generic plan and planned every call afresh (decision 231).
  const { bind, shape } = preparedBindOf(spec.window);
  const query = preparedOffers(db, shapeOf(spec) + shape, (name) =>
    offersQuery(db, spec, bind).prepare(name),
  );
  return (await query.execute(offerListValues(spec))).map(toView);
}

function ordered(order: SortOrder) {
  return order === 'asc' ? asc : desc;
}

/** The query of {@link listOffers}, unexecuted. */
export function offersQuery(db: Db, spec: OfferListSpec, bind: FeedBind) {
  const page = pageOf(db, spec, bind);
  const dir = ordered(spec.order);
  // The page's dealer, group and producer, by key (content/prepared-queries.ts).
  const dealer = personOf(db, page.dealerId, 'dealer');
  const group = groupNameOf(db, page.groupId);
  // The offer list names the producer and shows no picture of them: no avatar subquery.
  const producer = personNameOf(db, page.producerId, 'producer');
  return db
    .select({
      ...viewFields(page),
      groupName: group.name,
      dealer: {
        id: dealer.id,
        name: dealer.name,
        username: dealer.username,
        avatar: dealer.avatar,
      },
      producerUserId: producer.id,
      producerName: producer.name,
      producerUsername: producer.username,
      photos: photoRefsColumn('offerId', page.id),
    })
    .from(page)
    .innerJoinLateral(dealer, sql`true`)
    .innerJoinLateral(group, sql`true`)
    .leftJoinLateral(producer, sql`true`)
    .orderBy(dir(page[sortKeys[spec.sort]]), dir(page.id));
}

type OfferListRow = Awaited<ReturnType<typeof offersQuery>>[number];

/** The producer comes as flat columns of a left join; null when there is none. */
function toView({
  producerUserId,
  producerName,
  producerUsername,
  ...row
}: OfferListRow): OfferView {
  return {
    ...row,
    producer:
      producerUserId === null
        ? null
        : { id: producerUserId, name: producerName ?? '', username: producerUsername },
  };
}

/** The view's own columns, read from the page (or any subquery of `offerColumns`). */
function viewFields<P extends Record<keyof typeof offerColumns, PgColumn>>(page: P) {
  return {
    id: page.id,
    groupId: page.groupId,
    dealerId: page.dealerId,
    productId: page.productId,
    productName: page.productName,
    productTags: page.productTags,
    productDescription: page.productDescription,
    price: page.price,
    unit: page.unit,
    measure: page.measure,
    orderDeadline: page.orderDeadline,
    purchaseTime: page.purchaseTime,
    delivery: page.delivery,
    pickupPlace: page.pickupPlace,
    totalAmount: page.totalAmount,
    orderedAmount: page.orderedAmount,
    createdAt: page.createdAt,
    hiddenReason: page.hiddenReason,
    commentCount: commentCountOf('offer', page.id),
  };
}

/** The rows of the page, before their dealer, group and producer are looked up. */
function pageOf(db: Db, spec: OfferListSpec, bind: FeedBind) {
  const dir = ordered(spec.order);
  const key = sortKeys[spec.sort];
  const conditions: (SQL | undefined)[] = [
    visibleTo(offers, offers.dealerId, bind.param('viewerId')),
    ...tagConditions(spec.window, bind, offers.productTags),
    ...windowConditions(spec.window, bind, offers.createdAt, offers.id),
    spec.hidePast ? sql`${offers.delivery} > now()` : undefined,
  ];
  const search =
    spec.window.searchQuery === undefined
      ? undefined
      : preparedSearchCondition(offers.search, bind.param('search'));
  const { scope } = spec;
  if (scope.kind !== 'groups') {
    const owner = scope.kind === 'dealer' ? offers.dealerId : offers.producerId;
    return db
      .select(offerColumns)
      .from(offers)
      .where(and(eq(owner, bind.param('ownerId')), search, ...conditions))
      .orderBy(dir(offerColumns[key]), dir(offers.id))
      .limit(bind.count)
      .as('page');
  }
  if (scope.feed.authorId) conditions.push(eq(offers.dealerId, bind.param('authorId')));
  const groupsInScope = scopeGroups(db, scope.feed, bind);
  if (search) {
    return db
      .select(offerColumns)
      .from(offers)
      .where(
        and(
          search,
          inArray(
            offers.groupId,
            db.select({ groupId: groupsInScope.groupId }).from(groupsInScope),
          ),
          ...conditions,
        ),
      )
      .orderBy(dir(offerColumns[key]), dir(offers.id))
      .limit(bind.count)
      .as('page');
  }
  const top = db
    .select(offerColumns)
    .from(offers)
    .where(and(eq(offers.groupId, groupsInScope.groupId), ...conditions))
    .orderBy(dir(offerColumns[key]), dir(offers.id))
    .limit(bind.count)
    .as('top');
  return db
    .select({ ...top._.selectedFields })
    .from(groupsInScope)
    .crossJoinLateral(top)
    .orderBy(dir(top[key]), dir(top.id))
    .limit(bind.count)
    .as('page');
}
