import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema';

const vapidKey = 'vapid_keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * This installation's VAPID key pair, generated on the first start and kept in the database
 * (app_meta); instances starting together all read back the one that was stored first.
 */
export async function resolveVapidKeys(db: Db): Promise<VapidKeys> {
  await db
    .insert(appMeta)
    .values({ key: vapidKey, value: JSON.stringify(webPush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, vapidKey));
  if (!row) throw new Error('the generated VAPID keys were not stored');
  return JSON.parse(row.value) as VapidKeys;
}
