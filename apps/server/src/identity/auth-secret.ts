import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';

const secretKey = 'auth_secret';

/**
 * The configured AUTH_SECRET, or the one this installation generated on its first start. The
 * insert is `on conflict do nothing` and the value is read back, so instances starting at the
 * same moment on one database all end up with the same secret.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: secretKey, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, secretKey));
  if (!row) throw new Error('the generated auth secret was not stored');
  return row.value;
}
