import {
  AlarmClock,
  AtSign,
  BellRing,
  CalendarClock,
  CalendarX,
  CircleCheck,
  CircleX,
  EyeOff,
  Hourglass,
  MailPlus,
  MessageCircle,
  MessageCircleReply,
  PackageX,
  PencilLine,
  ShoppingBasket,
  Store,
  Tractor,
  TriangleAlert,
  UserMinus,
  UserPlus,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationType } from '@kozos/contract';

export const notificationIcons: Record<NotificationType, LucideIcon> = {
  TEST: BellRing,
  EVENT_APPLICATION_DEADLINE_APPROACHING: CalendarClock,
  EVENT_TIME_APPROACHING: AlarmClock,
  EVENT_DELETED: CalendarX,
  OFFER_CREATED: Store,
  OFFER_STOCK_LIMIT_REACHED: PackageX,
  ORDER_REJECTED: CircleX,
  ORDER_DEADLINE_APPROACHING: Hourglass,
  WARNING_POST: TriangleAlert,
  GROUP_DETAILS_EDITED: PencilLine,
  KICKED_FROM_GROUP: UserX,
  INVITED_TO_GROUP: MailPlus,
  USER_JOINED_GROUP: UserPlus,
  USER_LEFT_GROUP: UserMinus,
  ORDER_FULFILLED: CircleCheck,
  ORDER_DEADLINE_NOT_ORDERED: ShoppingBasket,
  PRODUCER_CONNECTION_REQUESTED: Tractor,
  COMMENT_ON_YOUR_ITEM: MessageCircle,
  REPLY_TO_YOUR_COMMENT: MessageCircleReply,
  MENTIONED_IN_COMMENT: AtSign,
  COMMENT_HIDDEN: EyeOff,
  ITEM_HIDDEN: EyeOff,
};

/** Warnings and losses stand out; the rest share the accent. */
export function notificationTone(type: NotificationType): 'warning' | 'loss' | 'normal' {
  if (type === 'WARNING_POST') return 'warning';
  if (type === 'KICKED_FROM_GROUP' || type === 'ORDER_REJECTED' || type === 'EVENT_DELETED') {
    return 'loss';
  }
  return 'normal';
}
