import { marketMessages, type CreateOfferBody, type FieldErrors } from '@kozos/contract';
import { validationFailed } from '../../errors';

/**
 * Spec §5's offer times: the order deadline in the future ("entered deadline has already
 * passed") and before the delivery ("the deadline should be earlier than the delivery").
 */
export function checkOfferTimes(
  body: Pick<CreateOfferBody, 'orderDeadline' | 'delivery'>,
  now: Date,
): void {
  const deadline = Date.parse(body.orderDeadline);
  const errors: FieldErrors = {};
  if (deadline <= now.getTime()) errors.orderDeadline = [marketMessages.orderDeadlinePassed];
  if (deadline >= Date.parse(body.delivery)) {
    (errors.orderDeadline ??= []).push(marketMessages.deadlineAfterDelivery);
    errors.delivery = [marketMessages.deadlineAfterDelivery];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
