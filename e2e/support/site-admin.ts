import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { callApi } from './api';
import { createMember, signInByApi, type TestUser } from './users';

/*
 * The site administrator of the e2e run. The first account of an installation is its site
 * administrator, and specs run in parallel on one server, so the global set-up registers this
 * one before any spec starts; specs sign in as it when a flow needs the admin flag.
 */
export const siteAdmin: TestUser = {
  email: 'site-admin@example.org',
  password: 'site-admin-e2e-secret',
  username: 'site_admin',
  name: 'Ilona Admin',
};

/** A fresh bearer token of the site administrator. */
export async function siteAdminToken(request: APIRequestContext): Promise<string> {
  return signInByApi(request, siteAdmin);
}

/** Global set-up: registers the site administrator first and checks it got the flag. */
export default async function registerSiteAdmin(): Promise<void> {
  const request = await playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${process.env.KOZOS_E2E_PORT}`,
  });
  try {
    const { token } = await createMember(request, siteAdmin);
    const me = await callApi<{ isAdmin: boolean }>(request, token, 'GET', '/User');
    expect(me.isAdmin, 'the first account of the run must be the site administrator').toBe(true);
  } finally {
    await request.dispose();
  }
}
