import { format, startOfDay } from 'date-fns';
import type { OrderResponse } from '@kozos/contract';

/** When and where (decision 077; null: the offer names no place) goods are picked up. */
export interface PickUp {
  time: string;
  place: string | null;
}

/** One dealer's orders delivered on one day: what is picked up from them, and its total. */
export interface DealerGroup {
  dealerId: string;
  dealer: OrderResponse['offer']['dealer'];
  /** The distinct deliveries (pick-up time and place) of these orders, earliest first. */
  pickUps: PickUp[];
  orders: OrderResponse[];
  total: number;
}

export interface DayGroup {
  /** The local calendar day, yyyy-MM-dd in the browser's zone. */
  day: string;
  /** The day's first delivery, to name the day in the reader's format. */
  date: string;
  dealers: DealerGroup[];
  total: number;
}

/**
 * Adds a dealer's pick-up unless it is there. An offer without a place handed over at the same
 * time as one with a place is taken as the same hand-over: "12:30; 12:30, Kossuth u. 12." would
 * only puzzle the buyer, so the time alone gives way to the time with its place.
 */
function addPickUp(pickUps: PickUp[], pickUp: PickUp) {
  const sameTime = pickUps.filter((known) => known.time === pickUp.time);
  if (sameTime.some((known) => known.place === pickUp.place || pickUp.place === null)) return;
  const timeOnly = pickUps.findIndex((known) => known.time === pickUp.time && !known.place);
  if (timeOnly >= 0) pickUps.splice(timeOnly, 1, pickUp);
  else pickUps.push(pickUp);
}

/**
 * The cart's grouping (issue 13): by delivery day in the browser's zone, earliest first, then by
 * dealer, with the total per dealer and per day. Rejected orders count nowhere.
 */
export function groupCart(orders: readonly OrderResponse[]): DayGroup[] {
  const sorted = orders
    .filter((order) => !order.rejection)
    .toSorted((a, b) => Date.parse(a.offer.delivery) - Date.parse(b.offer.delivery));
  const days = new Map<string, DayGroup>();
  for (const order of sorted) {
    const day = format(new Date(order.offer.delivery), 'yyyy-MM-dd');
    let group = days.get(day);
    if (!group) {
      group = { day, date: order.offer.delivery, dealers: [], total: 0 };
      days.set(day, group);
    }
    const dealerId = order.offer.dealer.id;
    let dealer = group.dealers.find((entry) => entry.dealerId === dealerId);
    if (!dealer) {
      dealer = { dealerId, dealer: order.offer.dealer, pickUps: [], orders: [], total: 0 };
      group.dealers.push(dealer);
    }
    dealer.orders.push(order);
    dealer.total += order.total;
    addPickUp(dealer.pickUps, { time: order.offer.delivery, place: order.offer.pickupPlace });
    group.total += order.total;
  }
  return [...days.values()];
}

/** The total of the whole cart, in forints. */
export const cartTotal = (groups: readonly DayGroup[]) =>
  groups.reduce((sum, group) => sum + group.total, 0);

/**
 * The cart's two parts: what is delivered from today on (in the browser's zone), and earlier
 * deliveries the dealer has not marked fulfilled yet. Those stay open (the buyer can no longer
 * change them), so they are set apart instead of swelling the day list and the total. Rejected
 * orders are in neither, as in {@link groupCart}.
 */
export function splitCart(orders: readonly OrderResponse[], now = new Date()) {
  const today = startOfDay(now).getTime();
  const coming: OrderResponse[] = [];
  const earlier: OrderResponse[] = [];
  for (const order of orders) {
    if (order.rejection) continue;
    (Date.parse(order.offer.delivery) < today ? earlier : coming).push(order);
  }
  return { coming, earlier };
}
