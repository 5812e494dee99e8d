import { errorMessages, PushSubscriptionToken, type PushTokenBody } from '@kozos/contract';
import type { Db } from '../../db/client';
import { userScope, writesTo } from '../../db/write-scope';
import { badRequest } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { allowedEndpoint } from './push-endpoint';
import { hasSubscription, upsertSubscription } from './push.repository';

/** The subscription a token holds, if it points at an allowed push service (decision 122). */
function readToken(token: string, hosts: readonly string[]) {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    json = undefined;
  }
  const parsed = PushSubscriptionToken.safeParse(json);
  if (!parsed.success || !allowedEndpoint(parsed.data.endpoint, hosts)) {
    throw badRequest(errorMessages.validation, { token: [errorMessages.invalidToken] });
  }
  return parsed.data;
}

/** POST /api/User/Token: registers (or renews) this browser's subscription for the viewer. */
export async function registerPushToken(
  db: Db,
  viewer: CurrentUser,
  body: PushTokenBody,
  hosts: readonly string[],
): Promise<void> {
  const subscription = readToken(body.token, hosts);
  const options = { timeZone: body.timeZone, userVisibleOnly: true };
  await writesTo([userScope(viewer.id)], () =>
    upsertSubscription(db, {
      userId: viewer.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      options: JSON.stringify(options),
    }),
  );
}

/** POST /api/User/CheckNotificationToken: whether this browser is registered for the viewer. */
export async function checkPushToken(
  db: Db,
  viewer: CurrentUser,
  body: PushTokenBody,
  hosts: readonly string[],
): Promise<{ found: boolean }> {
  const subscription = readToken(body.token, hosts);
  return { found: await hasSubscription(db, viewer.id, subscription.endpoint) };
}
