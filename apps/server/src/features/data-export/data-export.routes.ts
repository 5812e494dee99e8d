import { dataExportContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { ExportSection } from '../../content/export-section';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { exportMyData } from './data-export.service';

export const dataExportRoutes: FastifyPluginCallbackZod<{
  db: Db;
  sections: readonly ExportSection[];
}> = (app, { db, sections }, done) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, dataExportContract.getUserExport, {}, async (request, reply) => {
    // Personal data: no shared cache keeps a copy.
    void reply.header('cache-control', 'no-store');
    return { data: await exportMyData(db, currentUserOf(request), sections) };
  });
  done();
};
