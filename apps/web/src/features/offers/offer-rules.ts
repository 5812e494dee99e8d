import { CreateOfferBody, PositiveAmount, type ProductResponse } from '@kozos/contract';
import { ruleOf, rulesOf } from '@/lib/schema-rules';
import { rules, type Rule, type Rules } from '@/lib/validation';

function timeOf(value: unknown): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Spec §5: the deadline must come strictly before the delivery. */
const earlierThanDelivery: Rule = (value, values) => {
  const deadline = timeOf(value);
  const delivery = timeOf(values.delivery);
  return deadline !== null && delivery !== null && deadline >= delivery
    ? { key: 'validation.deadline_after_delivery' }
    : null;
};

/** A tracked stock caps what an offer can promise (decision 070). */
function withinStock(stock: number | null | undefined): Rule {
  return (value) =>
    typeof value === 'number' && stock !== null && stock !== undefined && value > stock
      ? { key: 'offers.form.over_stock', values: { stock } }
      : null;
}

const bodyRules = rulesOf(
  CreateOfferBody.pick({
    productId: true,
    groupId: true,
    price: true,
    totalAmount: true,
    pickupPlace: true,
  }),
);

/** The new-offer form's rules: the contract's, plus the times and the stock. */
export function newOfferRules(product: ProductResponse | undefined): Rules {
  return {
    ...bodyRules,
    totalAmount: [...(bodyRules.totalAmount ?? []), withinStock(product?.stock)],
    orderDeadline: [rules.required(), rules.inFuture(), earlierThanDelivery],
    delivery: [rules.required()],
  };
}

/**
 * The edit form: a positive amount, not below what is ordered (spec §5), and the pick-up place
 * (decision 077) as the contract limits it.
 */
export function offerEditRules(orderedAmount: number): Rules {
  return {
    totalAmount: [ruleOf(PositiveAmount, true), rules.atLeastOrdered(orderedAmount)],
    pickupPlace: bodyRules.pickupPlace ?? [],
  };
}
