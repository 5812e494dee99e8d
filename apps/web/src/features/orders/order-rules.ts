import { addMonths } from 'date-fns';
import {
  evaluationWindowMonths,
  offerStatusOf,
  PositiveAmount,
  type OrderResponse,
} from '@kozos/contract';
import { ruleOf } from '@/lib/schema-rules';
import type { Rule, Rules } from '@/lib/validation';

/** Spec §5: orders change only before the offer's order deadline. */
export function isBeforeDeadline(
  offer: Pick<OrderResponse['offer'], 'orderDeadline' | 'delivery'>,
  now = new Date(),
): boolean {
  return offerStatusOf(offer, now) === 'active';
}

/** Where an order stands, in the order the purchase screen asks. */
export type OrderState = 'rejected' | 'fulfilled' | 'open' | 'closed';

export function orderStateOf(order: OrderResponse, now = new Date()): OrderState {
  if (order.rejection) return 'rejected';
  if (order.isFulfilled) return 'fulfilled';
  return isBeforeDeadline(order.offer, now) ? 'open' : 'closed';
}

/** The end of the evaluation month (spec §4, §9), or null while the order is not fulfilled. */
export function evaluationClosesAt(order: OrderResponse): Date | null {
  if (!order.isFulfilled || !order.fulfilledTime) return null;
  return addMonths(new Date(order.fulfilledTime), evaluationWindowMonths);
}

export function canEvaluate(order: OrderResponse, now = new Date()): boolean {
  const closes = evaluationClosesAt(order);
  return closes !== null && now < closes;
}

/** Not more than the offer has left (what my order holds already counts as mine). */
function notMoreThan(max: number): Rule {
  return (value) =>
    typeof value === 'number' && value > max
      ? { key: 'orders.amount_over', values: { max } }
      : null;
}

/** The amount field: a positive whole number of order units, within what is left. */
export function amountRules(max: number): Rules {
  return { amount: [ruleOf(PositiveAmount, true), notMoreThan(max)] };
}

/** The amount a form holds now, for the running total (0 while it is not a whole number). */
export function amountOf(value: string): number {
  const amount = Number(value);
  return Number.isInteger(amount) && amount > 0 ? amount : 0;
}

/** The purchase screen of an order. */
export const purchasePath = (orderId: string) => `/purchase?id=${encodeURIComponent(orderId)}`;
