import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { linkIn, waitForMail } from './mail';

export interface TestUser {
  email: string;
  password: string;
  username: string;
  name: string;
}

/**
 * The identity provider checks the Origin of calls that carry its cookies (CSRF protection), as
 * a browser would send it.
 */
export function identityHeaders(): Record<string, string> {
  return { origin: `http://127.0.0.1:${process.env.KOZOS_E2E_PORT}` };
}

/** A fresh, unique identity for one test. */
export function newUser(prefix = 'member'): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    email: `${prefix}-${id}@example.org`,
    password: `pw-${id}-secret`,
    username: `${prefix}_${id}`,
    name: `Test ${prefix} ${id}`,
  };
}

/** Registers through the identity API and opens the verification link from the real mail. */
export async function registerVerified(request: APIRequestContext, user: TestUser): Promise<void> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: identityHeaders(),
    data: { name: '', email: user.email, password: user.password, callbackURL: '/?verified=1' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const mail = await waitForMail(request, user.email, /e-mail|e-mail-cím/i);
  const verified = await request.get(linkIn(mail, 'verify-email'), { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  expect(verified.headers()['location']).toContain('verified=1');
}

/** Signs in through the login screen. */
export async function signIn(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Completes /start/username and lands on /start/role. */
export async function chooseUsername(page: Page, user: TestUser): Promise<void> {
  await expect(page).toHaveURL(/\/start\/username$/);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/start\/role$/);
}

/** A verified user who finished onboarding as a consumer, signed in on `page`. */
export async function signedInMember(
  page: Page,
  request: APIRequestContext,
  user = newUser(),
): Promise<TestUser> {
  await registerVerified(request, user);
  await page.goto('/');
  await signIn(page, user);
  await page.getByRole('button', { name: 'Get started' }).click();
  await chooseUsername(page, user);
  await page.getByRole('link', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  return user;
}

/** Signs in through the identity API and returns the bearer token. */
export async function signInByApi(
  request: APIRequestContext,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<string> {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: identityHeaders(),
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const token = response.headers()['set-auth-token'];
  if (!token) throw new Error('sign-in answered without set-auth-token');
  return token;
}

/** A verified, onboarded user made through the API; returns the bearer token. */
export async function createMember(
  request: APIRequestContext,
  user = newUser(),
): Promise<TestUser & { token: string }> {
  await registerVerified(request, user);
  const token = await signInByApi(request, user);
  const patch = await request.patch('/api/User', {
    headers: { authorization: `Bearer ${token}` },
    data: { username: user.username, name: user.name, primeRole: 'consumer' },
  });
  expect(patch.status(), await patch.text()).toBe(200);
  return { ...user, token };
}

/** Puts a session into the page's storage before the app loads, as a sign-in would. */
export async function useSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem(
      'kozos.session',
      JSON.stringify({ userId: '', isLoggedIn: true, token: value }),
    );
  }, token);
}

/** A member made by `createMember`: their details and their session's token. */
export type Member = TestUser & { token: string };
