import { z } from 'zod';
import { text } from './text';

/*
 * Delivery (issue 15): Web Push registrations, live updates and the digest mail. The "push
 * token" of spec §7 is the browser's PushSubscription as JSON text.
 */

/** POST /api/User/Token and /api/User/CheckNotificationToken. */
export const PushTokenBody = z.object({
  /** `JSON.stringify(pushSubscription)`: endpoint and keys. */
  token: text().min(1).max(4000),
  /** The browser's IANA time zone: push texts show times in it. */
  timeZone: text().max(64).optional(),
});
export type PushTokenBody = z.infer<typeof PushTokenBody>;

/** What the token must hold (checked by the server after parsing the JSON). */
export const PushSubscriptionToken = z.object({
  endpoint: text()
    .max(2000)
    .pipe(z.url({ protocol: /^https$/ })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: text()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+=*$/),
    auth: text()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+=*$/),
  }),
});

export const PushTokenCheckResponse = z.object({ found: z.boolean() });
export type PushTokenCheckResponse = z.infer<typeof PushTokenCheckResponse>;

/** GET /api/User/PushKey: the VAPID public key the browser subscribes with. */
export const PushKeyResponse = z.object({ publicKey: text() });
export type PushKeyResponse = z.infer<typeof PushKeyResponse>;

/** What the service worker receives in a push (rendered in the recipient's language). */
export const PushPayload = z.object({
  id: text(),
  title: text(),
  body: text(),
  path: text(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/** The web re-registers its subscription after this long (spec §9). */
export const pushTokenRefreshMs = 7 * 24 * 60 * 60 * 1000;

/** Server-Sent Events on /api/Notification/Live: the unread count, and each new notification. */
export const LiveCountEvent = z.object({ count: z.number().int() });
export type LiveCountEvent = z.infer<typeof LiveCountEvent>;

/**
 * GET and PUT /api/Digest: whether the daily summary mail of unseen notifications goes out
 * (decision 104). On until turned off here or by the link in the mail.
 */
export const DigestSettingResponse = z.object({ enabled: z.boolean() });
export type DigestSettingResponse = z.infer<typeof DigestSettingResponse>;

export const DigestSettingBody = z.object({ enabled: z.boolean() });
export type DigestSettingBody = z.infer<typeof DigestSettingBody>;
