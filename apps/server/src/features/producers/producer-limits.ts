import { errorMessages } from '@kozos/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { WindowCounter } from '../../limits/window-counter';

const hourMs = 3600 * 1000;
const dayMs = 24 * hourMs;

/** Adding the same address again within this (say after removing it) delivers nothing new. */
export const producerResendAfterMs = dayMs;

export interface ProducerRequestAdmission {
  /** Whether this request is mailed or notified; false for a repeat within the window. */
  deliver: boolean;
  /** Counts the request, once it has been stored. */
  commit(): Promise<void>;
}

export interface ProducerInvitationLimits {
  /** Throws 429 `too_many_invitations` when the dealer or the address is over its limit. */
  admit(dealerId: string, email: string): Promise<ProducerRequestAdmission>;
}

/**
 * Producer requests, counted like group invitations (decision 055, the same settings, separate
 * counters): without a limit the server would relay a dealer's mail to any address, or their
 * notifications to any producer. Every request counts alike, whether the address has an account
 * or not, so a 429 tells the dealer nothing about registration (decision 076).
 */
export function createProducerInvitationLimits(
  db: Db,
  settings: {
    invitationsPerInviter: number;
    invitationsPerAddress: number;
  },
): ProducerInvitationLimits {
  const dealers = new WindowCounter(
    db,
    'producer-request|by',
    settings.invitationsPerInviter,
    hourMs,
  );
  const addresses = new WindowCounter(
    db,
    'producer-request|to',
    settings.invitationsPerAddress,
    dayMs,
  );
  const delivered = new WindowCounter(db, 'producer-request|delivered', 1, producerResendAfterMs);
  return {
    async admit(dealerId, email) {
      const pair = `${dealerId}|${email}`;
      const deliver = (await delivered.remaining(pair)) > 0;
      if (
        (await dealers.remaining(dealerId)) === 0 ||
        (deliver && (await addresses.remaining(email)) === 0)
      ) {
        throw new AppError(429, errorMessages.tooManyInvitations);
      }
      return {
        deliver,
        async commit() {
          await dealers.add(dealerId);
          if (!deliver) return;
          await addresses.add(email);
          await delivered.add(pair);
        },
      };
    },
  };
}
