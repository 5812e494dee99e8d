import { DateFormatSetting, deletedUserName, personName } from '@kozos/contract';
import { z } from 'zod';
import { insertJob } from '../../jobs/jobs.repository';
import type { JobKind, PeriodicTask } from '../../jobs/scheduler';
import type { Mailer } from '../../mail/mailer';
import { offerReportMail } from '../../mail/templates';
import { formatInstant } from '../../notifications/notification-texts';
import { readerTimeZone } from '../../notifications/reader-time-zone';
import type { TextStore } from '../../texts/text-store';
import { claimOfferReport, listDueReports } from './offer-report.repository';

/*
 * Producer offer reports (issue 13; decisions 080, 100): when an offer of a producer's product
 * passes its order deadline, the producer (with isOfferReportEnabled) gets one mail in their
 * language. A planner task puts one job per offer at its deadline (key `offer-report:<id>`); the
 * job marks the offer reported in its own transaction and mails after the commit, so a restart
 * or a second instance never sends it twice (a crash right after the commit loses it).
 */

const kind = 'offer.report';
const plannerEveryMs = 60_000;
/** Reports are planned this far ahead, so the job is waiting when the deadline comes. */
const horizonMs = 10 * 60_000;

export function offerReportJob({
  mailer,
  texts,
  publicUrl,
}: {
  mailer: Mailer;
  texts: TextStore;
  publicUrl: string;
}): JobKind<{ offerId: string }> {
  return {
    kind,
    payload: z.object({ offerId: z.uuid() }),
    async run({ tx, afterCommit }, { offerId }) {
      const report = await claimOfferReport(tx, offerId);
      const to = report?.producer;
      if (!report || !to || !to.isOfferReportEnabled || to.deletedAt) return;
      const reader = {
        language: to.language,
        dateFormat: DateFormatSetting.catch('').parse(to.dateFormat),
        timeZone: await readerTimeZone(tx, to.id),
      };
      const values = {
        lang: to.language,
        dealerName: personName(report.dealer, deletedUserName),
        productName: report.productName,
        groupName: report.groupName,
        amount: `${report.orderedAmount} × ${report.unit} ${report.measure}`,
        delivery: formatInstant(report.delivery, reader),
        url: new URL('/dealeroffer', publicUrl).toString(),
      };
      // The texts are read after the commit: the job's transaction holds the connection meanwhile.
      afterCommit(async () => {
        const mail = offerReportMail(await texts.current(), values);
        await mailer.send({ to: to.email, ...mail });
      });
    },
  };
}

/** Puts the report job of every offer whose deadline is near (idempotent: keyed jobs). */
export const offerReportPlanner: PeriodicTask = {
  name: 'offer-report.plan',
  everyMs: plannerEveryMs,
  async run(db) {
    for (const offer of await listDueReports(db, horizonMs)) {
      await insertJob(db, {
        kind,
        key: `offer-report:${offer.id}`,
        payload: JSON.stringify({ offerId: offer.id }),
        runAt: offer.orderDeadline,
      });
    }
  },
};
