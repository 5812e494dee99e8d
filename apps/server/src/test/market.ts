import type {
  CreateOfferBody,
  CreateProductBody,
  OfferResponse,
  ProducerConnection,
  ProductResponse,
} from '@kozos/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ok } from './groups';
import type { IdentityTestApp, TestUser } from './identity';

/* Factories for the market tests (products, producers, offers), through the HTTP API. */

export function createProduct(
  t: IdentityTestApp,
  owner: TestUser,
  fields: Partial<CreateProductBody> = {},
): Promise<ProductResponse> {
  return ok<ProductResponse>(t, owner, 'POST', '/api/Product', {
    name: 'Akácméz',
    tags: 'system.food;méz',
    description: 'Pergetett akácméz a Mátraaljáról',
    unit: 50,
    measure: 'dkg',
    price: 1200,
    ...fields,
  });
}

const hourMs = 3600 * 1000;

/** An ISO instant `hours` from now. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * hourMs).toISOString();
}

export function offerBody(
  productId: string,
  groupId: string,
  fields: Partial<CreateOfferBody> = {},
): CreateOfferBody {
  return {
    productId,
    groupId,
    orderDeadline: hoursFromNow(48),
    purchaseTime: hoursFromNow(60),
    delivery: hoursFromNow(72),
    totalAmount: 20,
    ...fields,
  };
}

/** An offer of `productId` (or of a new product) in `groupId`. */
export async function createOffer(
  t: IdentityTestApp,
  dealer: TestUser,
  groupId: string,
  fields: Partial<CreateOfferBody> & { product?: Partial<CreateProductBody> } = {},
): Promise<OfferResponse> {
  const { product, ...offerFields } = fields;
  const productId = fields.productId ?? (await createProduct(t, dealer, product)).id;
  return ok<OfferResponse>(
    t,
    dealer,
    'POST',
    '/api/Offer',
    offerBody(productId, groupId, offerFields),
  );
}

export function addProducer(
  t: IdentityTestApp,
  dealer: TestUser,
  email: string,
): Promise<ProducerConnection> {
  return ok<ProducerConnection>(t, dealer, 'POST', '/api/Producer', { email });
}

/** A producer connection the producer has accepted (decision 076): their name shows. */
export async function connectProducer(
  t: IdentityTestApp,
  dealer: TestUser,
  producer: TestUser,
): Promise<ProducerConnection> {
  const request = await addProducer(t, dealer, producer.email);
  await ok(t, producer, 'POST', `/api/Dealer/${request.id}/Accept`);
  return ok<ProducerConnection[]>(t, dealer, 'GET', '/api/Producer?limit=100').then((all) => {
    const accepted = all.find((connection) => connection.id === request.id);
    if (!accepted) throw new Error(`${producer.email} is not among the dealer's producers`);
    return accepted;
  });
}

/**
 * Stands in for orders (issue 13) and for time passing: sets columns of an offer directly.
 * `orderDeadline` as seconds from the database's now (negative: passed).
 */
export async function setOfferState(
  db: Db,
  offerId: string,
  state: { orderedAmount?: number; deadlineInSeconds?: number },
): Promise<void> {
  if (state.orderedAmount !== undefined) {
    await db.execute(
      sql`update offers set ordered_amount = ${state.orderedAmount} where id = ${offerId}`,
    );
  }
  if (state.deadlineInSeconds !== undefined) {
    await db.execute(
      sql`update offers set order_deadline = now() + make_interval(secs => ${state.deadlineInSeconds}) where id = ${offerId}`,
    );
  }
}
