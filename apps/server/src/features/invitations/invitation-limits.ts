import { errorMessages } from '@kozos/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { WindowCounter } from '../../limits/window-counter';

const hourMs = 3600 * 1000;
const dayMs = 24 * hourMs;

/** Inviting the same address to the same group again within this sends nothing new. */
export const resendAfterMs = dayMs;

export interface InvitationAdmission {
  /** Whether this invitation is mailed or notified; false for a repeat within the window. */
  deliver: boolean;
  /** Counts the invitation, once it has been stored. */
  commit(): Promise<void>;
}

export interface InvitationLimits {
  /** Throws 429 `too_many_invitations` when the inviter or the address is over its limit. */
  admit(inviterId: string, groupId: string, email: string): Promise<InvitationAdmission>;
}

/**
 * How many invitations by e-mail one admin may send in an hour, and how many mails or
 * notifications one address may get in a day, before 429 `too_many_invitations` (decision 055).
 * An invitation mail carries a group name the inviter chose: without these the server is a spam
 * relay. Counted in the database every instance shares (decision 152).
 */
export function createInvitationLimits(
  db: Db,
  settings: {
    invitationsPerInviter: number;
    invitationsPerAddress: number;
  },
): InvitationLimits {
  const inviters = new WindowCounter(db, 'invitation|by', settings.invitationsPerInviter, hourMs);
  const addresses = new WindowCounter(db, 'invitation|to', settings.invitationsPerAddress, dayMs);
  const delivered = new WindowCounter(db, 'invitation|delivered', 1, resendAfterMs);
  return {
    async admit(inviterId, groupId, email) {
      const pair = `${groupId}|${email}`;
      const deliver = (await delivered.remaining(pair)) > 0;
      if (
        (await inviters.remaining(inviterId)) === 0 ||
        (deliver && (await addresses.remaining(email)) === 0)
      ) {
        throw new AppError(429, errorMessages.tooManyInvitations);
      }
      return {
        deliver,
        async commit() {
          await inviters.add(inviterId);
          if (!deliver) return;
          await addresses.add(email);
          await delivered.add(pair);
        },
      };
    },
  };
}
