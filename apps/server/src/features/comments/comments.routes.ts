import { commentsContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import type { WindowCounter } from '../../limits/window-counter';
import { routeFrom } from '../../plugins/contract-route';
import {
  createComment,
  deleteComment,
  editComment,
  listComments,
  listMentionableMembers,
} from './comments.service';
import {
  dismissReport,
  hideReportedComment,
  listCommentReports,
  reportComment,
} from './comment-reports.service';
import type { CommentEffects } from './comment-effects';

export const commentsRoutes: FastifyPluginCallbackZod<{
  db: Db;
  limit: WindowCounter;
  effects: CommentEffects;
}> = (app, { db, limit, effects }, done) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, commentsContract.getComment, {}, async (request) => ({
    data: await listComments(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, commentsContract.getCommentMentionable, {}, async (request) => ({
    data: await listMentionableMembers(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, commentsContract.getCommentReport, {}, async (request) => ({
    data: await listCommentReports(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, commentsContract.postCommentReport, {}, async (request, reply) => {
    const data = await reportComment(db, currentUserOf(request), request.params.id, request.body);
    return reply.code(201).send({ data });
  });

  routeFrom(app, commentsContract.postCommentReportHide, {}, async (request) => ({
    data: await hideReportedComment(
      db,
      currentUserOf(request),
      request.params.id,
      request.body,
      effects,
    ),
  }));

  routeFrom(app, commentsContract.postCommentReportDismiss, {}, async (request) => ({
    data: await dismissReport(db, currentUserOf(request), request.params.id, effects),
  }));

  routeFrom(app, commentsContract.postComment, {}, async (request, reply) => {
    const data = await createComment(db, currentUserOf(request), request.body, { limit, effects });
    return reply.code(201).send({ data });
  });

  routeFrom(app, commentsContract.patchCommentById, {}, async (request) => ({
    data: await editComment(db, currentUserOf(request), request.params.id, request.body, effects),
  }));

  routeFrom(app, commentsContract.deleteCommentById, {}, async (request) => {
    await deleteComment(db, currentUserOf(request), request.params.id, effects);
    return { data: {} };
  });
  done();
};
