import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import {
  buildIdentityTestApp,
  createUser,
  signIn,
  type IdentityTestApp,
  type TestUser,
} from '../test/identity';

/*
 * Decision 190: API tests hash passwords cheaply, production with Better Auth's own scrypt. An
 * app built without `passwordHashing` (as server.ts builds it) must store Better Auth's hash, and
 * the cheap hashes must still refuse a wrong password and never look like a production hash.
 */

let t: IdentityTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function storedHash(app: IdentityTestApp, user: TestUser): Promise<string> {
  const [account] = await app.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, user.id));
  return account?.password ?? '';
}

describe('password hashing', () => {
  it("is Better Auth's own scrypt when the app is given none, as in production", async () => {
    t = await buildIdentityTestApp({}, { passwordHashing: undefined });
    const user = await createUser(t);
    const hash = await storedHash(t, user);
    // Better Auth's format: a 16-byte salt and a 64-byte key, in hex.
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: user.password })).toBe(true);
    expect((await signIn(t.app, user.email, 'wrong-password-1')).statusCode).toBe(403);
  });

  it('is cheap in API tests, marked as such, and still refuses a wrong password', async () => {
    t = await buildIdentityTestApp();
    const user = await createUser(t);
    const hash = await storedHash(t, user);
    expect(hash).toMatch(/^test-scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
    await expect(verifyPassword({ hash, password: user.password })).resolves.toBe(false);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, `${user.password}x`)).statusCode).toBe(403);
  });

  it("signs in a user whose hash another instance wrote in Better Auth's format", async () => {
    t = await buildIdentityTestApp();
    const user = await createUser(t);
    await t.database.db
      .update(accounts)
      .set({ password: await hashPassword('production-password-1') })
      .where(eq(accounts.userId, user.id));
    expect((await signIn(t.app, user.email, 'production-password-1')).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(403);
  });
});
