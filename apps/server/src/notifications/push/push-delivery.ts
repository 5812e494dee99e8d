import type { Agent } from 'node:https';
import { DateFormatSetting, type PushPayload } from '@kozos/contract';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import type { Db } from '../../db/client';
import { userScope, writesTo } from '../../db/write-scope';
import type { Texts, TextStore } from '../../texts/text-store';
import { renderNotification } from '../notification-texts';
import type { NotificationRow } from '../notifications.repository';
import type { NotificationDelivery } from '../notify';
import { allowedEndpoint } from './push-endpoint';
import { deleteSubscription, subscriptionsOf } from './push.repository';
import type { VapidKeys } from './vapid';
import type { PushResult } from '../../metrics/metrics';

export interface PushOptions {
  db: Db;
  /** Where the titles and bodies come from (decision 138). */
  texts: TextStore;
  vapid: VapidKeys;
  /** `mailto:` or `https:` contact the push services may use (VAPID `sub`). */
  subject: string;
  logger: FastifyBaseLogger;
  /** An HTTPS agent for the push services (tests trust their local one's certificate). */
  agent?: Agent;
  /** PUSH_SERVICE_HOSTS: a stored endpoint elsewhere is removed, not sent to (decision 122). */
  hosts: readonly string[];
  /** Told how each push went (metrics, decision 153). */
  pushed?: (result: PushResult) => void;
}

type Subscription = Awaited<ReturnType<typeof subscriptionsOf>>[number];

/** Pushes at a time: a notification to a large group must not open hundreds of sockets. */
const concurrency = 16;
/** How long a push service keeps a message for an offline device. */
const ttlSeconds = 24 * 60 * 60;

/**
 * The Web Push delivery hook (decision 102): every row of a user who allows notifications is
 * sent to each of their browsers, its title and body rendered in their language and, for
 * times, in that browser's zone. A push service answering 404 or 410 has dropped the
 * subscription (karrot-frontend #1102 handled only one of them): it is removed here.
 */
export function createPushDelivery(options: PushOptions): NotificationDelivery {
  return async ({ outsideApp }) => {
    if (outsideApp.length === 0) return;
    const userIds = [...new Set(outsideApp.map((row) => row.userId))];
    const subscriptions = await subscriptionsOf(options.db, userIds);
    if (subscriptions.length === 0) return;
    const texts = await options.texts.current();
    const sends = subscriptions.flatMap((subscription) =>
      outsideApp
        .filter((row) => row.userId === subscription.userId)
        .map((row) => () => send(options, texts, subscription, row)),
    );
    for (let at = 0; at < sends.length; at += concurrency) {
      await Promise.all(sends.slice(at, at + concurrency).map((run) => run()));
    }
  };
}

export function pushPayload(
  texts: Texts,
  subscription: Subscription,
  row: NotificationRow,
): PushPayload {
  const { timeZone } = JSON.parse(subscription.options) as { timeZone?: string };
  const dateFormat = DateFormatSetting.catch('').parse(subscription.dateFormat);
  const reader = { language: subscription.language, dateFormat, timeZone: timeZone ?? 'UTC' };
  return { id: row.id, ...renderNotification(texts, row, reader), path: row.path };
}

async function send(
  options: PushOptions,
  texts: Texts,
  subscription: Subscription,
  row: NotificationRow,
) {
  // Registered under an older, looser rule or before PUSH_SERVICE_HOSTS changed.
  if (!allowedEndpoint(subscription.endpoint, options.hosts)) {
    await writesTo([userScope(subscription.userId)], () =>
      deleteSubscription(options.db, subscription.endpoint),
    );
    return;
  }
  const target = {
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.p256dh, auth: subscription.auth },
  };
  try {
    await webPush.sendNotification(target, JSON.stringify(pushPayload(texts, subscription, row)), {
      vapidDetails: { subject: options.subject, ...options.vapid },
      TTL: ttlSeconds,
      timeout: 10_000,
      ...(options.agent ? { agent: options.agent } : {}),
    });
    options.pushed?.('sent');
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      options.pushed?.('gone');
      await writesTo([userScope(subscription.userId)], () =>
        deleteSubscription(options.db, subscription.endpoint),
      );
      return;
    }
    options.pushed?.('failed');
    options.logger.warn({ err: error, notification: row.id }, 'a push could not be delivered');
  }
}
