import { defaultLanguage, errorMessages, languages } from '@kozos/contract';
import { betterAuth, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { betterAuthLog, logUnexpected } from './auth-log';
import type { TextStore } from '../texts/text-store';
import { authMailSenders } from './auth-mails';
import { claimFirstAdmin, isEmailRegistered } from './identity.repository';
import { oauthRedirectUri } from './oauth-aliases';
import type { PasswordHashing } from './password-hashing';

/**
 * Better Auth reports a failed field validator with the schema's message alone; naming the
 * field the way its body validation does lets normalizeAuthError put it on `errors.language`.
 */
const signUpLanguage = z.enum(languages, { error: '[body.language] Invalid option' });

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Where the mails' words come from (decision 138). */
  texts: TextStore;
  logger: FastifyBaseLogger;
  /** AUTH_SECRET or the generated one (see resolveAuthSecret). */
  secret: string;
  /** Unset in production: Better Auth's own scrypt (decision 190). */
  passwordHashing?: PasswordHashing | undefined;
}

/**
 * Sessions last 30 days and are extended once a day by use (seconds, as Better Auth counts).
 * The session resolver applies the same rule to know when to hand a call to Better Auth.
 */
export const sessionLifetime = { expiresIn: 30 * 24 * 3600, updateAge: 24 * 3600 } as const;

/** Better Auth's base path: its endpoints live beside the product API. */
export const authBasePath = '/api/auth';

/**
 * The client IP as Fastify determined it (TRUSTED_PROXY aware). The auth route sets it on every
 * request it forwards, after dropping any copy the client sent, so Better Auth records the same
 * address our rate limits use.
 */
export const clientIpHeader = 'x-kozos-client-ip';

/** Better Auth wired to our tables, mails and rules (decision 012). */
export function createAuth(deps: AuthDeps) {
  const { config, db } = deps;
  const mails = authMailSenders(deps.mailer, deps.texts, deps.logger);
  const options = {
    appName: 'Közös',
    baseURL: config.publicUrl,
    basePath: authBasePath,
    secret: deps.secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      // Declared so Better Auth hands them to mails and sessions. The language may be given at
      // sign-up (the register screen's language, so the verification mail is in it); nothing
      // else is settable through Better Auth's API (profile changes go through PATCH /api/User).
      additionalFields: {
        language: {
          type: 'string',
          required: false,
          input: true,
          defaultValue: defaultLanguage,
          validator: { input: signUpLanguage },
        },
        isAdmin: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    session: { ...sessionLifetime },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: config.auth.passwordMinLength,
      maxPasswordLength: 128,
      sendResetPassword: mails.sendResetPassword,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      // Better Auth makes up a user when the address already exists; we answer 409 instead.
      customSyntheticUser: refuseSyntheticUser,
      ...(deps.passwordHashing ? { password: deps.passwordHashing } : {}),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: mails.sendVerificationEmail,
    },
    account: {
      // Google sign-in joins an existing account only when both sides verified the address.
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
    },
    databaseHooks: {
      user: { create: { after: (user) => claimFirstAdmin(db, user.id) } },
    },
    hooks: { before: beforeAuthEndpoints(db) },
    // Our own per-IP and per-address limits run in front (identity/rate-limits.ts).
    rateLimit: { enabled: false },
    // Profile changes go through PATCH /api/User and deletion through POST /api/User/Delete.
    // /list-sessions answered the raw tokens of every session of the user, so one stolen token
    // yielded the others; nothing uses it (decision 124).
    disabledPaths: ['/update-user', '/change-email', '/delete-user', '/list-sessions'],
    advanced: {
      database: { generateId: 'uuid' },
      // Stated rather than left to Better Auth's default: over https the cookie is Secure (124).
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    onAPIError: { errorURL: `${config.publicUrl}/`, onError: logUnexpected(deps.logger) },
    logger: { level: 'warn', log: betterAuthLog(deps.logger) },
    telemetry: { enabled: false },
    plugins: plugins(config),
  } satisfies BetterAuthOptions;
  return betterAuth(options);
}

export type Auth = ReturnType<typeof createAuth>;

function plugins(config: Config): BetterAuthPlugin[] {
  const list: BetterAuthPlugin[] = [bearer()];
  const google = config.auth.google;
  if (google) {
    list.push(
      genericOAuth({
        config: [
          {
            providerId: 'google',
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            discoveryUrl: google.discoveryUrl,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            redirectURI: oauthRedirectUri(config.publicUrl, 'google'),
          },
        ],
      }),
    );
  }
  return list;
}

function beforeAuthEndpoints(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/change-password') return alwaysRevokeOtherSessions(ctx.body);
    if (ctx.path === '/sign-up/email') await rejectDuplicateSignUp(db, ctx.body);
  });
}

/**
 * A password change ends every other session, whatever the client asked (issue 11): whoever
 * learnt the old password must not stay signed in. Better Auth then also replaces the calling
 * session and answers the new token (body `token` and `set-auth-token`).
 */
function alwaysRevokeOtherSessions(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  return { context: { body: { ...body, revokeOtherSessions: true } } };
}

/**
 * Spec §8 wants 409 `email_registered` for a taken address. Better Auth would answer 200 with
 * a made-up user (to hide which addresses exist); decision 012 explains the trade-off.
 */
async function rejectDuplicateSignUp(db: Db, body: unknown): Promise<void> {
  const email =
    typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : '';
  if (typeof email === 'string' && (await isEmailRegistered(db, email))) throw emailRegistered();
}

/**
 * Better Auth builds its made-up user only when it finds the address after our check above let
 * the sign-up through: another sign-up of the same address committed in between (a race seen in
 * CI on PostgreSQL), or a row our check does not count. The address is taken either way: 409.
 */
function refuseSyntheticUser(): never {
  throw emailRegistered();
}

function emailRegistered(): APIError {
  return new APIError('CONFLICT', {
    code: 'EMAIL_REGISTERED',
    message: errorMessages.emailRegistered,
  });
}
