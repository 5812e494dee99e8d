import type { PhotoRef } from '@kozos/contract';
import { offers } from '../../db/schema';

/** An offer with what its card shows of the group, the dealer and the producer. */
export interface OfferView {
  id: string;
  groupId: string;
  groupName: string;
  dealerId: string;
  dealer: { id: string; name: string; username: string | null; avatar: PhotoRef | null };
  producer: { id: string; name: string; username: string | null } | null;
  productId: string;
  productName: string;
  productTags: string;
  productDescription: string;
  price: number;
  unit: number;
  measure: string;
  orderDeadline: Date;
  purchaseTime: Date | null;
  delivery: Date;
  pickupPlace: string | null;
  totalAmount: number;
  orderedAmount: number;
  createdAt: Date;
  /** The product's photos when the offer was made, in display order (issue 25). */
  photos: PhotoRef[];
  /** Comments under it (issue 26): a correlated count in the statement that reads it. */
  commentCount: number;
  /** Why an admin hid it (decision 205); null while visible. */
  hiddenReason: string | null;
}

/** Every column a reader needs (not the search vector). */
export const offerColumns = {
  id: offers.id,
  groupId: offers.groupId,
  dealerId: offers.dealerId,
  producerId: offers.producerId,
  productId: offers.productId,
  productName: offers.productName,
  productTags: offers.productTags,
  productDescription: offers.productDescription,
  price: offers.price,
  unit: offers.unit,
  measure: offers.measure,
  orderDeadline: offers.orderDeadline,
  purchaseTime: offers.purchaseTime,
  delivery: offers.delivery,
  pickupPlace: offers.pickupPlace,
  totalAmount: offers.totalAmount,
  orderedAmount: offers.orderedAmount,
  createdAt: offers.createdAt,
  hiddenReason: offers.hiddenReason,
};
