import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildIdentityTestApp,
  createUser,
  openMailLink,
  registerVerified,
  signIn,
  signInToken,
  signUp,
  uniqueEmail,
  type IdentityTestApp,
} from '../test/identity';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('registration and sign-in', () => {
  it('registers, verifies through the mailed link, signs in and reads the own user', async () => {
    const email = uniqueEmail();
    const signUpResponse = await signUp(t.app, email, 'secret1');
    expect(signUpResponse.statusCode).toBe(200);
    expect(signUpResponse.headers['set-auth-token']).toBeUndefined();

    const { mail, response } = await openMailLink(t, email, '/api/auth/verify-email');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?verified=1');

    const token = await signInToken(t.app, email, 'secret1');
    const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      data: { email, name: '', username: null, language: 'en', currency: 'HUF', dateFormat: '' },
    });
  });

  it('writes the verification mail in the language chosen on the register screen', async () => {
    const email = uniqueEmail('magyar');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: '',
        email,
        password: 'secret1',
        language: 'hu',
        callbackURL: '/?verified=1',
      },
    });
    expect(response.statusCode).toBe(200);
    const { mail } = await openMailLink(t, email, '/api/auth/verify-email');
    expect(mail.subject).toBe('Erősítsd meg az e-mail-címedet');
    expect(mail.text).toContain('E-mail-cím megerősítése');

    const token = await signInToken(t.app, email, 'secret1');
    const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(token) });
    expect(me.json()).toMatchObject({ data: { email, language: 'hu' } });
  });

  it('refuses a sign-up language that is neither hu nor en', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: '', email, password: 'secret1', language: 'de' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'validation_error',
      status: 400,
      errors: { language: ['invalid_value'] },
    });
    const signInAttempt = await signIn(t.app, email, 'secret1');
    expect(signInAttempt.statusCode).toBe(403);
  });

  it('refuses an address that is already registered with 409 email_registered', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email, 'secret1');
    const again = await signUp(t.app, email.toUpperCase(), 'another-secret');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'email_registered',
      status: 409,
      errors: { email: ['email_registered'] },
    });
  });

  it('refuses a too short password with 400 password_too_short', async () => {
    const response = await signUp(t.app, uniqueEmail(), 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'password_too_short',
      status: 400,
      errors: { password: ['password_too_short'] },
    });
  });

  it('names the missing fields of a sign-up', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { password: 'secret1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'validation_error',
      errors: { email: ['email is required'] },
    });
  });

  it('answers a wrong password and an unknown address alike: 403 incorrect_username_password', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email, 'secret1');
    for (const [address, password] of [
      [email, 'wrong-password'],
      [uniqueEmail('nobody'), 'secret1'],
    ] as const) {
      const response = await signIn(t.app, address, password);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'incorrect_username_password',
        status: 403,
        errors: {},
      });
    }
  });

  it('refuses an unverified sign-in with email_not_verified and mails a new link', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email, 'secret1');
    await t.smtp.waitForMail(email);
    const response = await signIn(t.app, email, 'secret1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'email_not_verified', status: 403, errors: {} });
    const { response: verified } = await openMailLink(t, email, '/api/auth/verify-email');
    expect(verified.statusCode).toBe(302);
    expect(await signInToken(t.app, email, 'secret1')).toContain('.');
  });

  it('resends the verification mail on request', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email, 'secret1');
    await t.smtp.waitForMail(email);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      payload: { email, callbackURL: '/?verified=1' },
    });
    expect(resend.statusCode).toBe(200);
    const { response } = await openMailLink(t, email, '/api/auth/verify-email');
    expect(response.headers.location).toBe('/?verified=1');
  });

  it('sends an invalid verification link back with ?error=INVALID_TOKEN', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2F%3Fverified%3D1',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain('error=INVALID_TOKEN');
  });
});

describe('site admin flag', () => {
  it('goes to the first account of an instance only', async () => {
    const fresh = await buildIdentityTestApp();
    try {
      const first = await createUser(fresh);
      const second = await createUser(fresh);
      for (const [user, isAdmin] of [
        [first, true],
        [second, false],
      ] as const) {
        const me = await fresh.app.inject({
          method: 'GET',
          url: '/api/User',
          headers: bearer(user.token),
        });
        expect(me.json()).toMatchObject({ data: { isAdmin } });
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('change password', () => {
  it('changes the password with the right current one', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'brand-new-secret' },
    });
    expect(response.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(403);
    expect((await signIn(t.app, user.email, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('always ends every other session and answers the new token, as docs/api.md says', async () => {
    const user = await createUser(t);
    const other = await signInToken(t.app, user.email, user.password);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(token) });
    // Both sessions are used first, so the session resolver has them in its reuse cache.
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      // No revokeOtherSessions: the server revokes them anyway.
      payload: { currentPassword: user.password, newPassword: 'brand-new-secret' },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string | null }>();
    expect(token).toEqual(expect.any(String));
    // The header carries the same session token, signed, as sign-in hands it out.
    const header = String(response.headers['set-auth-token'] ?? '');
    expect(decodeURIComponent(header).startsWith(`${token}.`)).toBe(true);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(header)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 incorrect_password', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: 'not-my-password', newPassword: 'brand-new-secret' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'incorrect_password',
      status: 400,
      errors: { currentPassword: ['incorrect_password'] },
    });
  });

  it('refuses a too short new password on newPassword', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'password_too_short',
      errors: { newPassword: ['password_too_short'] },
    });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'x', newPassword: 'brand-new-secret' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, errors: {} });
  });
});
