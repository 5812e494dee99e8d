import { reportsContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { routeFrom } from '../../plugins/contract-route';
import {
  countOpenReports,
  dismissReport,
  hideReport,
  listReports,
  reportItem,
  type ReportEffects,
} from './reports.service';

export const reportsRoutes: FastifyPluginCallbackZod<{ db: Db; effects: ReportEffects }> = (
  app,
  { db, effects },
  done,
) => {
  app.addHook('preValidation', app.requireUser);

  const reportRoutes = [
    [reportsContract.postPostReport, 'post'],
    [reportsContract.postOfferReport, 'offer'],
    [reportsContract.postEventReport, 'event'],
  ] as const;
  for (const [entry, type] of reportRoutes) {
    routeFrom(app, entry, {}, async (request, reply) => {
      const data = await reportItem(
        db,
        currentUserOf(request),
        type,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data });
    });
  }

  routeFrom(app, reportsContract.getReport, {}, async (request) => ({
    data: await listReports(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, reportsContract.getReportCount, {}, async (request) => ({
    data: await countOpenReports(db, currentUserOf(request)),
  }));

  routeFrom(app, reportsContract.postReportHide, {}, async (request) => ({
    data: await hideReport(db, currentUserOf(request), request.params.id, request.body, effects),
  }));

  routeFrom(app, reportsContract.postReportDismiss, {}, async (request) => ({
    data: await dismissReport(db, currentUserOf(request), request.params.id, effects),
  }));
  done();
};
