import { expect, type APIRequestContext } from '@playwright/test';

/** Calls the product API as a signed-in user and returns `data` of the `{ data }` envelope. */
export async function callApi<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** `member` joins the group through a fresh link invitation made by its admin. */
export async function joinByLink(
  request: APIRequestContext,
  adminToken: string,
  groupId: string,
  memberToken: string,
): Promise<void> {
  const link = await callApi<{ token: string }>(
    request,
    adminToken,
    'POST',
    `/Invitation/${groupId}/Link`,
  );
  await callApi(request, memberToken, 'POST', `/Invitation/EnterByLink/${link.token}`);
}
