import { z } from 'zod';
import { dateFormats, languages, themes } from './constants';
import { oneLine } from './text';

export {
  appVersion,
  currencyLabel,
  dateFormatPatterns,
  dateFormats,
  defaultDateFormat,
  defaultLanguage,
  defaultTheme,
  emailMaxLength,
  languages,
  passwordMaxLength,
  themes,
} from './constants';

export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

/** Self-declared prime role chosen at onboarding (spec §1). "source" in the UI is `producer`. */
export const primeRoles = ['consumer', 'distributor', 'producer', 'unsure'] as const;
export const PrimeRole = z.enum(primeRoles);
export type PrimeRole = z.infer<typeof PrimeRole>;

export const Theme = z.enum(themes);
export type Theme = z.infer<typeof Theme>;

export const DateFormat = z.enum(dateFormats);
export type DateFormat = z.infer<typeof DateFormat>;
/** The user's stored preference: one of the formats, or '' for the default. */
export const DateFormatSetting = z.union([DateFormat, z.literal('')]);

export const notificationTypes = [
  'TEST',
  'EVENT_APPLICATION_DEADLINE_APPROACHING',
  'EVENT_TIME_APPROACHING',
  'EVENT_DELETED',
  'OFFER_CREATED',
  'OFFER_STOCK_LIMIT_REACHED',
  'ORDER_REJECTED',
  'ORDER_DEADLINE_APPROACHING',
  'WARNING_POST',
  'GROUP_DETAILS_EDITED',
  'KICKED_FROM_GROUP',
  'INVITED_TO_GROUP',
  'USER_JOINED_GROUP',
  'USER_LEFT_GROUP',
  'ORDER_FULFILLED',
  'ORDER_DEADLINE_NOT_ORDERED',
  'PRODUCER_CONNECTION_REQUESTED',
  'COMMENT_ON_YOUR_ITEM',
  'REPLY_TO_YOUR_COMMENT',
  'MENTIONED_IN_COMMENT',
  'COMMENT_HIDDEN',
  'ITEM_HIDDEN',
] as const;
export const NotificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof NotificationType>;

/** Known measures (spec §3); a custom free-text measure is also allowed. */
export const knownMeasures = ['pcs', 'kg', 'dkg', 'g', 'l', 'dl', 'ml', 'bottle'] as const;
export const Measure = oneLine().trim().min(1).max(20);
export type Measure = z.infer<typeof Measure>;

export const feedItemTypes = ['post', 'offer', 'event'] as const;
export const FeedItemType = z.enum(feedItemTypes);
export type FeedItemType = z.infer<typeof FeedItemType>;
