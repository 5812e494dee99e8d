/**
 * Message keys of the market's refusals (products, producers, offers), answered as `message` and
 * in field errors, translated by the web as `message.<key>` / `validation.<key>`. Spec §5 gives
 * the texts of the offer rules. Kept apart from `errorMessages` so each feature adds its own.
 */
export const marketMessages = {
  /** "entered deadline has already passed" (spec §5), for the order deadline. */
  orderDeadlinePassed: 'deadline_passed',
  /** "the deadline should be earlier than the delivery" (spec §5). */
  deadlineAfterDelivery: 'deadline_after_delivery',
  /** "entered amount is lower than the already ordered amount" (spec §5). */
  amountBelowOrdered: 'amount_lower_than_ordered',
  /** "Cannot be modified after deadline" (spec §5). */
  modifiedAfterDeadline: 'cannot_modify_after_deadline',
  /** An offer would promise more than the product's tracked stock holds. */
  notEnoughStock: 'not_enough_stock',
  /** Spec §5: a product cannot be deleted while an offer of it exists. */
  productHasOffers: 'product_has_offers',
  /** An offer that buyers have ordered from is not deleted silently (decision 072). */
  offerHasOrders: 'offer_has_orders',
  /** Spec §5: the product's producer is in the offer's group; the client asks "continue?". */
  producerInGroup: 'producer_in_group',
  /** The producer picked on a product is not one of the owner's connections. */
  unknownProducer: 'unknown_producer',
  /** The product of a new offer is not one of the caller's products. */
  unknownProduct: 'unknown_product',
  /** A dealer cannot add their own address as a producer. */
  producerIsYou: 'producer_is_you',
  /** The dealer already has a connection to this address. */
  producerAlreadyConnected: 'producer_already_connected',
} as const;
