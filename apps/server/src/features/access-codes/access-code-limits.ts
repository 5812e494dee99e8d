import { accessCodeMessages } from '@kozos/contract';
import { AppError } from '../../errors';
import { WindowCounter } from '../../limits/window-counter';

const windowMs = 15 * 60 * 1000;

export interface AccessCodeLimits {
  /** Counts one try at a code; 429 `too_many_code_attempts` when the user or IP is over. */
  admit(userId: string, ip: string): void;
}

/**
 * Guessing a code is limited per user and per IP address (decision 113): every try counts, a
 * right one too, so parallel guesses cannot slip between a check and a count. In memory, like
 * the identity limits (decision 012): with several instances each counts on its own.
 */
export function createAccessCodeLimits(settings: {
  accessCodeAttemptsPerUser: number;
  accessCodeAttemptsPerIp: number;
}): AccessCodeLimits {
  const perUser = new WindowCounter(settings.accessCodeAttemptsPerUser, windowMs);
  const perIp = new WindowCounter(settings.accessCodeAttemptsPerIp, windowMs);
  return {
    admit(userId, ip) {
      if (perUser.remaining(userId) === 0 || perIp.remaining(ip) === 0) {
        throw new AppError(429, accessCodeMessages.tooManyAttempts);
      }
      perUser.add(userId);
      perIp.add(ip);
    },
  };
}
