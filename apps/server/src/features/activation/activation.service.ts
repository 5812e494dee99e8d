import { createHash, randomBytes } from 'node:crypto';
import { errorMessages, type CreateUserBody, type CreateUserResponse } from '@kozos/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, validationFailed } from '../../errors';
import type { Auth } from '../../identity/auth';
import { isEmailRegistered } from '../../identity/identity.repository';
import { findUserById, isUsernameTaken, toMeResponse, updateUser, usernameTaken } from '../users';
import {
  deleteNewUser,
  findActivationByHash,
  insertActivationToken,
  markActivationUsed,
  type ActivationRow,
} from './activation.repository';

/** An invitation link stays valid this long. */
export const activationLifetimeMs = 14 * 24 * 3600 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new activation link token for someone invited by e-mail (the Groups issue sends it as
 * `${PUBLIC_URL}/activate?k=<token>`). Only its hash is stored.
 */
export async function createActivationToken(
  db: Db,
  input: { email: string; invitedBy?: string; groupId?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertActivationToken(db, {
    tokenHash: hashToken(token),
    email: input.email.trim().toLowerCase(),
    invitedBy: input.invitedBy ?? null,
    groupId: input.groupId ?? null,
    expiresAt: new Date(Date.now() + activationLifetimeMs),
  });
  return token;
}

const invalidToken = () => notFound(errorMessages.invalidToken);

/** A token that exists, is unused and has not expired; anything else is one 404. */
async function findUsableActivation(db: Db, token: string): Promise<ActivationRow> {
  const row = await findActivationByHash(db, hashToken(token));
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw invalidToken();
  return row;
}

export async function checkActivation(db: Db, token: string): Promise<{ email: string }> {
  const row = await findUsableActivation(db, token);
  return { email: row.email };
}

/**
 * POST /api/CreateUser: the invited address counts as verified (the link reached it). The
 * password is hashed by Better Auth, which also creates the session.
 */
export async function createUserFromActivation(
  auth: Auth,
  db: Db,
  passwordMinLength: number,
  body: CreateUserBody,
): Promise<CreateUserResponse> {
  const activation = await findUsableActivation(db, body.token);
  if (body.password.length < passwordMinLength) {
    throw validationFailed({ password: [errorMessages.passwordTooShort] });
  }
  if (await isUsernameTaken(db, body.username)) throw usernameTaken();
  if (await isEmailRegistered(db, activation.email)) throw emailRegistered();
  const userId = await createVerifiedUser(auth, activation.email, body);
  try {
    const changes = { username: body.username, ...(body.language && { language: body.language }) };
    if (!(await updateUser(db, userId, changes))) throw invalidToken();
    if (!(await markActivationUsed(db, activation.id))) throw invalidToken();
  } catch (error) {
    // Lost a race for the username or the token: leave no half-made account behind.
    await deleteNewUser(db, userId);
    throw isUniqueViolation(error) ? usernameTaken() : error;
  }
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const user = await findUserById(db, userId);
  if (!user) throw invalidToken();
  return { token: session.token, user: toMeResponse(user) };
}

function emailRegistered() {
  return conflict(errorMessages.emailRegistered, { email: [errorMessages.emailRegistered] });
}

async function createVerifiedUser(auth: Auth, email: string, body: CreateUserBody) {
  const context = await auth.$context;
  const hash = await context.password.hash(body.password);
  try {
    const user = await context.internalAdapter.createUser(
      { email, name: body.name, emailVerified: true },
      { method: 'email-password' },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
    return user.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailRegistered();
    throw error;
  }
}
