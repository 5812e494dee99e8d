import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../app';
import { createMailer } from '../mail/mailer';
import { buildTestApp, testConfig, type TestApp } from './app';
import { trackSends } from './mail-tracking';
import { startTestSmtpServer, type TestSmtpServer } from './smtp';

/*
 * Factories for identity tests: a test app whose mails go to a real SMTP server, and users
 * made through the same HTTP calls the web app makes.
 */

export interface IdentityTestApp extends TestApp {
  smtp: TestSmtpServer;
  /**
   * Resolves once every mail the app has handed to its mailer so far was delivered or failed
   * (test/mail-tracking.ts); a mail a request starts in the background is handed over before
   * its answer, except identity's, which first read the texts.
   */
  mailsSettled(): Promise<void>;
}

export async function buildIdentityTestApp(
  env: NodeJS.ProcessEnv = {},
  deps: Parameters<typeof buildTestApp>[1] = {},
): Promise<IdentityTestApp> {
  const smtp = await startTestSmtpServer();
  const fullEnv = { SMTP_URL: smtp.url, ...env };
  const { mail } = testConfig(fullEnv);
  const sends = trackSends(
    deps.mailer ??
      createMailer({
        smtpUrl: mail.smtpUrl,
        from: mail.from,
        outboxDir: mail.outboxDir,
        logger: { info: () => undefined },
      }),
  );
  const t = await buildTestApp(fullEnv, { ...deps, mailer: sends.mailer });
  return {
    ...t,
    smtp,
    mailsSettled: () => sends.settled(),
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.org`;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** An absolute link from a mail (or a Location header) as a path app.inject can call. */
export function pathOf(link: string): string {
  const url = new URL(link, 'http://localhost');
  return url.pathname + url.search;
}

export function signUp(app: App, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: '', email, password, callbackURL: '/?verified=1' },
  });
}

export function signIn(app: App, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
}

/** Opens the link of the next mail to `email` that points at `pathPart`. */
export async function openMailLink(t: IdentityTestApp, email: string, pathPart: string) {
  const mail = await t.smtp.waitForMail(email);
  const link = mail.links.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in "${mail.subject}": ${mail.text}`);
  return { mail, response: await t.app.inject({ method: 'GET', url: pathOf(link) }) };
}

export async function registerVerified(t: IdentityTestApp, email: string, password: string) {
  const response = await signUp(t.app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  const { response: verified } = await openMailLink(t, email, '/verify-email');
  expect(verified.statusCode).toBe(302);
  expect(verified.headers.location).toBe('/?verified=1');
}

export async function signInToken(app: App, email: string, password: string): Promise<string> {
  const response = await signIn(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  const token = response.headers['set-auth-token'];
  if (typeof token !== 'string') throw new Error('sign-in answered without set-auth-token');
  return token;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A verified, signed-in user, optionally with a username and name (onboarding done). */
export async function createUser(
  t: IdentityTestApp,
  profile: { username?: string; name?: string } = {},
): Promise<TestUser> {
  const email = uniqueEmail();
  const password = `pw-${randomUUID()}`;
  await registerVerified(t, email, password);
  const token = await signInToken(t.app, email, password);
  if (profile.username !== undefined || profile.name !== undefined) {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/User',
      headers: bearer(token),
      payload: profile,
    });
    expect(patch.statusCode, patch.body).toBe(200);
  }
  const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(token) });
  const { id } = me.json<{ data: { id: string } }>().data;
  return { id, email, password, token };
}
