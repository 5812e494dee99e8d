import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIdentityTestApp,
  createUser,
  pathOf,
  signIn,
  type IdentityTestApp,
} from '../../test/identity';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

function requestReset(email: string, lng: 'hu' | 'en') {
  return t.app.inject({ method: 'POST', url: '/api/passwordReset', payload: { email, lng } });
}

function resetPassword(token: string, newPassword: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword },
  });
}

/** Follows the mailed link to the reset page and reads the token from its address. */
async function tokenFromResetMail(email: string, subject: string): Promise<string> {
  const mail = await t.smtp.waitForMail(email);
  expect(mail.subject).toBe(subject);
  const link = mail.links.find((candidate) => candidate.includes('/api/auth/reset-password/'));
  expect(link).toBeDefined();
  const response = await t.app.inject({ method: 'GET', url: pathOf(link ?? '') });
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location));
  expect(location.origin + location.pathname).toBe(`${t.config.publicUrl}/resetpassword`);
  return location.searchParams.get('token') ?? '';
}

describe('password reset', () => {
  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const user = await createUser(t);
    // The unknown address first: once the known one's mail has come, one for it would have too.
    const unknown = await requestReset('nobody-here@example.org', 'en');
    const known = await requestReset(user.email, 'en');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ data: {} });
    expect(unknown.body).toBe(known.body);
    await t.smtp.waitForMail(user.email);
    expect(t.smtp.mails.some((mail) => mail.to === 'nobody-here@example.org')).toBe(false);
  });

  it('mails the link in the language asked for and sets the new password', async () => {
    const user = await createUser(t);
    expect((await requestReset(user.email, 'hu')).statusCode).toBe(200);
    const token = await tokenFromResetMail(user.email, 'Új jelszó beállítása');
    const response = await resetPassword(token, 'a-new-secret');
    expect(response.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, 'a-new-secret')).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(403);
    // The reset ended the sessions that existed before it.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/User',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('mails in English when asked to', async () => {
    const user = await createUser(t);
    await requestReset(user.email, 'en');
    // The English subject is asserted inside; the link it carries must lead to a token.
    expect(await tokenFromResetMail(user.email, 'Reset your password')).not.toBe('');
  });

  it('refuses an invalid or used token with 400 invalid_token', async () => {
    const invalid = await resetPassword('not-a-token', 'a-new-secret');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'invalid_token', status: 400, errors: {} });

    const user = await createUser(t);
    await requestReset(user.email, 'en');
    const token = await tokenFromResetMail(user.email, 'Reset your password');
    expect((await resetPassword(token, 'a-new-secret')).statusCode).toBe(200);
    expect((await resetPassword(token, 'yet-another')).json()).toMatchObject({
      message: 'invalid_token',
    });
  });

  it('sends an invalid link back to the reset page with ?error=INVALID_TOKEN', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/not-a-token?callbackURL=%2Fresetpassword',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain('error=INVALID_TOKEN');
  });

  it('refuses a too short new password', async () => {
    const user = await createUser(t);
    await requestReset(user.email, 'en');
    const token = await tokenFromResetMail(user.email, 'Reset your password');
    const response = await resetPassword(token, 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'password_too_short',
      errors: { newPassword: ['password_too_short'] },
    });
  });

  it('refuses a malformed address with 400', async () => {
    const response = await requestReset('not-an-address', 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { email: ['invalid_email'] } });
  });
});
