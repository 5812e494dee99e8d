import { producersContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import type { Mailer } from '../../mail/mailer';
import type { TextStore } from '../../texts/text-store';
import type { ProducerInvitationLimits } from './producer-limits';
import {
  acceptRequest,
  addProducer,
  declineRequest,
  listMyDealers,
  listMyProducers,
  removeConnection,
} from './producers.service';

/** Producer and dealer connections (spec §3, §7; decision 071). */
export const producersRoutes: FastifyPluginCallbackZod<{
  db: Db;
  mailer: Mailer;
  texts: TextStore;
  publicUrl: string;
  limits: ProducerInvitationLimits;
}> = (app, { db, mailer, texts, publicUrl, limits }, done) => {
  app.addHook('preValidation', app.requireUser);
  const mailing = { mailer, texts, publicUrl, limits, logger: app.log };

  routeFrom(app, producersContract.getProducer, {}, async (request) => ({
    data: await listMyProducers(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, producersContract.postProducer, {}, async (request, reply) => {
    const data = await addProducer(db, currentUserOf(request), request.body, mailing);
    return reply.code(201).send({ data });
  });

  routeFrom(app, producersContract.deleteProducerById, {}, async (request) => {
    await removeConnection(db, currentUserOf(request), request.params.id);
    return { data: {} };
  });

  routeFrom(app, producersContract.getDealer, {}, async (request) => ({
    data: await listMyDealers(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, producersContract.postDealerAccept, {}, async (request) => ({
    data: await acceptRequest(db, currentUserOf(request), request.params.id),
  }));

  routeFrom(app, producersContract.postDealerDecline, {}, async (request) => {
    await declineRequest(db, currentUserOf(request), request.params.id);
    return { data: {} };
  });
  done();
};
