import { errorMessages } from '@kozos/contract';
import { AppError } from '../../errors';
import { WindowCounter } from '../../limits/window-counter';

const hourMs = 3600 * 1000;
const dayMs = 24 * hourMs;

export interface ProducerInvitationLimits {
  /** Throws 429 `too_many_invitations` when the dealer or the address is over its limit. */
  check(dealerId: string, email: string): void;
  /** Counts one invitation mail. */
  count(dealerId: string, email: string): void;
}

/**
 * Invitation mails to producers, counted like group invitations (decision 055, the same
 * settings, separate counters): without a limit the server would relay a dealer's mail to any
 * address.
 */
export function createProducerInvitationLimits(settings: {
  invitationsPerInviter: number;
  invitationsPerAddress: number;
}): ProducerInvitationLimits {
  const dealers = new WindowCounter(settings.invitationsPerInviter, hourMs);
  const addresses = new WindowCounter(settings.invitationsPerAddress, dayMs);
  return {
    check(dealerId, email) {
      if (dealers.remaining(dealerId) === 0 || addresses.remaining(email) === 0) {
        throw new AppError(429, errorMessages.tooManyInvitations);
      }
    },
    count(dealerId, email) {
      dealers.add(dealerId);
      addresses.add(email);
    },
  };
}
