import { requireGroupMember } from '../../access/group-access';
import { isHiddenFrom } from '../../content/hidden-items';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { findOfferOwnership, type OfferRow } from './offers.repository';

/*
 * Who may do what with an offer: its group's members read it (and its dealer, also after
 * leaving the group: it is still their offer); only its dealer changes or deletes it. A missing
 * offer is 404, one of a group the caller is not in 403.
 */

export type OfferOwnership = Pick<OfferRow, 'id' | 'groupId' | 'dealerId' | 'hiddenAt'>;

export async function requireOfferReader(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<OfferOwnership> {
  const offer = await findOfferOwnership(db, id);
  // An offer an admin hid is its dealer's alone: gone for others, so nobody orders it any more;
  // orders already made stay readable to their buyers through the orders' lists (205).
  if (!offer || isHiddenFrom(offer.hiddenAt, offer.dealerId, viewer.id)) throw notFound();
  if (offer.dealerId !== viewer.id) await requireGroupMember(db, viewer, offer.groupId);
  return offer;
}

export async function requireOfferDealer(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<OfferOwnership> {
  const offer = await requireOfferReader(db, viewer, id);
  if (offer.dealerId !== viewer.id) throw forbidden();
  return offer;
}
