import { accessCodeMessages } from '@kozos/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { WindowCounter } from '../../limits/window-counter';

const windowMs = 15 * 60 * 1000;

export interface AccessCodeLimits {
  /** Counts one try at a code; 429 `too_many_code_attempts` when the user or IP is over. */
  admit(userId: string, ip: string): Promise<void>;
}

/**
 * Guessing a code is limited per user and per IP address (decision 113): every try counts, a
 * right one too, and each count is one atomic statement in the database every instance shares
 * (decision 152), so parallel guesses cannot slip between a check and a count. A try refused
 * for its IP has counted for its user already: guessing from a full IP costs the guesser too.
 */
export function createAccessCodeLimits(
  db: Db,
  settings: {
    accessCodeAttemptsPerUser: number;
    accessCodeAttemptsPerIp: number;
  },
): AccessCodeLimits {
  const perUser = new WindowCounter(
    db,
    'access-code|user',
    settings.accessCodeAttemptsPerUser,
    windowMs,
  );
  const perIp = new WindowCounter(db, 'access-code|ip', settings.accessCodeAttemptsPerIp, windowMs);
  return {
    async admit(userId, ip) {
      if (!(await perUser.take(userId)) || !(await perIp.take(ip))) {
        throw new AppError(429, accessCodeMessages.tooManyAttempts);
      }
    },
  };
}
