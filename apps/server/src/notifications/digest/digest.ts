import { DateFormatSetting } from '@kozos/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { userScope, writesTo } from '../../db/write-scope';
import type { PeriodicTask } from '../../jobs/scheduler';
import type { Mailer } from '../../mail/mailer';
import type { TextStore } from '../../texts/text-store';
import { readerTimeZone } from '../reader-time-zone';
import { digestMail } from './digest-mail';
import { claimDigest, digestContent, usersDueDigest } from './digest.repository';

/** How often each instance looks for users due a digest. */
export const digestSweepMs = 10 * 60_000;
/** Digests sent per run: a large backlog goes out over several runs. */
const perRun = 200;

export interface DigestOptions {
  mailer: Mailer;
  texts: TextStore;
  publicUrl: string;
  logger: FastifyBaseLogger;
}

/**
 * The daily digest (decision 104): a mail of the notifications still unseen after 24 hours, to
 * users with notifications on, at most one a day, none when there is nothing new.
 */
export function digestTask(options: DigestOptions): PeriodicTask {
  return {
    name: 'digest',
    everyMs: digestSweepMs,
    run: async (db, now) => {
      await sendDueDigests(db, options, now);
    },
  };
}

/** One run; answers how many digests were sent. */
export async function sendDueDigests(db: Db, options: DigestOptions, now: Date): Promise<number> {
  let sent = 0;
  for (const userId of await usersDueDigest(db, now, perRun)) {
    if (await sendDigest(db, options, userId, now)) sent += 1;
  }
  return sent;
}

async function sendDigest(db: Db, options: DigestOptions, userId: string, now: Date) {
  // The claim commits before the mail goes: a crash in between loses that day's digest rather
  // than sending two (at most one a day).
  const claim = await writesTo([userScope(userId)], () =>
    db.transaction((tx) => claimDigest(tx, userId, now)),
  );
  if (!claim) return false;
  const { rows, reader } = await digestContent(db, userId, claim.since, now);
  if (!reader || rows.length === 0) return false;
  const mail = digestMail({
    texts: await options.texts.current(),
    reader: {
      language: reader.language,
      dateFormat: DateFormatSetting.catch('').parse(reader.dateFormat),
      timeZone: await readerTimeZone(db, userId),
    },
    name: reader.name,
    notifications: rows,
    appUrl: `${options.publicUrl}/notifications`,
    unsubscribeUrl: `${options.publicUrl}/api/Digest/Unsubscribe?token=${claim.token}`,
  });
  try {
    await options.mailer.send({ to: reader.email, ...mail });
    return true;
  } catch (error) {
    options.logger.error({ err: error, userId }, 'a digest mail could not be sent');
    return false;
  }
}
