import type { APIRequestContext } from '@playwright/test';
import type {
  CreateOfferBody,
  CreateProductBody,
  OfferResponse,
  ProducerConnection,
  ProductResponse,
} from '@kozos/contract';
import { callApi } from './api';

/* Market data made through the API (products, producers, offers) for the market specs. */

const hourMs = 3600 * 1000;

/** An ISO instant `hours` from now, on the minute (as a datetime-local field sends it). */
export function hoursFromNow(hours: number): string {
  const time = new Date(Date.now() + hours * hourMs);
  time.setUTCSeconds(0, 0);
  return time.toISOString();
}

export function createProduct(
  request: APIRequestContext,
  token: string,
  fields: Partial<CreateProductBody> & { name: string },
): Promise<ProductResponse> {
  return callApi<ProductResponse>(request, token, 'POST', '/Product', {
    unit: 1,
    measure: 'pcs',
    price: 500,
    ...fields,
  });
}

export function createOffer(
  request: APIRequestContext,
  token: string,
  fields: Partial<CreateOfferBody> & { productId: string; groupId: string },
): Promise<OfferResponse> {
  return callApi<OfferResponse>(request, token, 'POST', '/Offer', {
    orderDeadline: hoursFromNow(48),
    delivery: hoursFromNow(96),
    totalAmount: 20,
    ...fields,
  });
}

export function addProducer(
  request: APIRequestContext,
  token: string,
  email: string,
): Promise<ProducerConnection> {
  return callApi<ProducerConnection>(request, token, 'POST', '/Producer', { email });
}
