import { expect, test } from '../support/fixtures';
import { createMember, signIn } from '../support/users';

test('an unknown route shows 404, Not found and a Back button that returns', async ({
  page,
  member: _member,
}) => {
  await page.goto('/');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Not found', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Back on a 404 opened directly leads home', async ({ page, member: _member }) => {
  await page.goto('/nothing-here');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path is a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/NoSuchThing');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toEqual({ message: 'not_found', status: 404, errors: {} });
});

test('a render error shows the router fallback with its message', async ({ page }) => {
  await page.goto('/test/error');
  await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  await expect(page.getByText('Test error thrown on purpose')).toBeVisible();
});

test('a logged-out visitor to any app path sees the login screen, and lands there after signing in', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await page.goto('/groups');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signIn(page, member);
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeHidden();
});
