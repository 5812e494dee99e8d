import {
  evaluationWindowMonths,
  orderMessages,
  type DealerEvaluationsResponse,
  type EvaluationBody,
  type EvaluationListQuery,
  type OrderResponse,
} from '@kozos/contract';
import type { Db } from '../../db/client';
import { userScope, writesTo } from '../../db/write-scope';
import { conflict, forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { sharesGroup } from '../../access/group-access';
import { findUserById } from '../users';
import {
  findRatingSummary,
  listDealerEvaluations,
  writeEvaluation,
} from './evaluations.repository';
import { requireOwnOrder } from './orders.policy';
import { findOrder } from './orders.repository';
import { getOrder } from './orders.service';

/*
 * Evaluations (spec §4, §9): the buyer of a fulfilled order rates it, and may change the rating,
 * for one month after completion; the dealer's profile shows the average and the comments to
 * the people who share a group with the dealer (as the profile's contact details are).
 */

/** POST /api/Order/{id}/Evaluation: create or change, within the month. */
export async function evaluateOrder(
  db: Db,
  viewer: CurrentUser,
  id: string,
  body: EvaluationBody,
): Promise<OrderResponse> {
  const order = await requireOwnOrder(db, viewer, id);
  const written = await writesTo([userScope(viewer.id), userScope(order.dealerId)], () =>
    writeEvaluation(db, id, viewer.id, {
      rating: body.rating,
      comment: body.comment ?? '',
      months: evaluationWindowMonths,
    }),
  );
  if (!written) {
    const current = await findOrder(db, id);
    if (!current) throw notFound();
    if (current.rejectedAt) throw conflict(orderMessages.orderRejected);
    if (!current.fulfilledAt) throw conflict(orderMessages.orderNotFulfilled);
    throw conflict(orderMessages.evaluationClosed);
  }
  return getOrder(db, viewer, id);
}

/**
 * GET /api/User/{id}/Evaluations: the dealer and anyone sharing a group with them; a missing
 * user is 404, anyone else 403.
 */
export async function getDealerEvaluations(
  db: Db,
  viewer: CurrentUser,
  dealerId: string,
  query: EvaluationListQuery,
): Promise<DealerEvaluationsResponse> {
  if (!(await findUserById(db, dealerId))) throw notFound();
  if (dealerId !== viewer.id && !(await sharesGroup(db, viewer.id, dealerId))) throw forbidden();
  const summary = await findRatingSummary(db, dealerId);
  const rows = await listDealerEvaluations(db, dealerId, query);
  return {
    average: summary.average,
    count: summary.count,
    items: rows.map((row) => ({ ...row, time: new Date(row.time).toISOString() })),
  };
}
