import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../identity/password-hashing';

/*
 * Cheap password hashing for API tests (decision 190), which buildTestApp passes by default.
 * Better Auth's scrypt (N 16384, r 16: 32 MiB and tens of milliseconds of CPU per hash) ran for
 * every sign-up, sign-in and password check of every test user. This is scrypt too, with the
 * smallest parameters, and its hashes say so (`test-scrypt:` first), so a production instance
 * can never take one for its own. A hash in Better Auth's format (written by an instance built
 * without this) is still checked by Better Auth's own verify, so instances of both kinds can
 * share a test database.
 */
const prefix = 'test-scrypt:';
const derive = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
const keyOf = (password: string, salt: string) =>
  derive(password.normalize('NFKC'), salt, 32, { N: 16, r: 1, p: 1 });

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${prefix}${salt}:${(await keyOf(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(prefix)) return verifyPassword({ hash, password });
    const [salt = '', key = ''] = hash.slice(prefix.length).split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = await keyOf(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
