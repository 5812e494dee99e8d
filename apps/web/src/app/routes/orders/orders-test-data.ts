import type {
  OfferResponse,
  OrderResponse,
  SaleOrder,
  SaleResponse,
  SaleSummary,
} from '@kozos/contract';
import { me } from '../../test/fake-api';

const hour = 3600 * 1000;
export const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

export function offer(fields: Partial<OfferResponse> = {}): OfferResponse {
  return {
    id: 'o1',
    group: { id: 'g1', name: 'Kert utca' },
    dealer: { id: 'u2', name: 'Dénes Dealer', username: 'denes' },
    producer: null,
    product: {
      id: 'p1',
      name: 'Akácméz',
      tags: 'system.food',
      description: 'Pergetett',
      photos: [],
    },
    price: 1200,
    unit: 50,
    measure: 'dkg',
    orderDeadline: inHours(24),
    delivery: inHours(48),
    pickupPlace: null,
    totalAmount: 20,
    availableAmount: 12,
    creationTime: inHours(-1),
    commentCount: 0,
    ...fields,
  };
}

export function order(fields: Partial<OrderResponse> = {}): OrderResponse {
  const of = fields.offer ?? offer();
  const amount = fields.amount ?? 3;
  return {
    id: 'r1',
    offer: of,
    buyer: { id: me.id, name: me.name, username: me.username },
    amount,
    total: amount * of.price,
    isFulfilled: false,
    fulfilledTime: null,
    rejection: null,
    evaluation: null,
    date: inHours(-2),
    buyerIsMember: true,
    ...fields,
  };
}

export function saleOrder(fields: Partial<SaleOrder> = {}): SaleOrder {
  return {
    id: 's1',
    buyer: { id: 'u3', name: 'Bea Vevő', username: 'bea' },
    amount: 2,
    total: 2400,
    isFulfilled: false,
    fulfilledTime: null,
    rejection: null,
    date: inHours(-3),
    ...fields,
  };
}

const mine = { id: me.id, name: me.name, username: me.username };

export function saleSummary(fields: Partial<SaleSummary> = {}): SaleSummary {
  return {
    offer: offer({ dealer: mine }),
    orderCount: 3,
    toFulfilCount: 2,
    orderedAmount: 6,
    total: 7200,
    ...fields,
  };
}

export function sale(orders: SaleOrder[]): SaleResponse {
  const counted = orders.filter((entry) => entry.rejection === null);
  return {
    ...saleSummary({
      orderCount: counted.length,
      toFulfilCount: counted.filter((entry) => !entry.isFulfilled).length,
      orderedAmount: counted.reduce((sum, entry) => sum + entry.amount, 0),
      total: counted.reduce((sum, entry) => sum + entry.total, 0),
    }),
    orders,
  };
}
