import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { pageFor } from '../support/pages';
import { createMember, newUser } from '../support/users';

// Issue 16: joining a group with an access code, and a used-up code refused.

test('a member joins with a code read off the invite screen; a used-up code is refused', async ({
  browser,
  request,
}) => {
  const [anna, bela, cili] = await Promise.all([
    createMember(request, newUser('anna')),
    createMember(request, newUser('bela')),
    createMember(request, newUser('cili')),
  ]);
  const group = await callApi<{ id: string }>(request, anna.token, 'POST', '/Group', {
    name: `Kert utca ${anna.username}`,
  });
  const admin = await pageFor(browser, anna.token);
  await admin.goto(`/groups/${group.id}/details/invite`);
  const panel = admin.getByRole('region', { name: 'Access code' });
  await panel.getByLabel('How many people may join with it').fill('1');
  await panel.getByRole('button', { name: 'Make a code' }).click();
  const shown = panel.getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(shown).toBeVisible();
  const code = (await shown.textContent()) ?? '';
  await expect(
    admin.getByRole('region', { name: 'Active codes' }).getByText('0 of 1 joined'),
  ).toBeVisible();

  const newcomer = await pageFor(browser, bela.token);
  await newcomer.goto('/groups');
  await newcomer.getByRole('link', { name: 'Join with a code' }).click();
  await newcomer.getByLabel('Access code').fill(code.toLowerCase());
  await newcomer.getByRole('button', { name: 'Join group' }).click();
  await expect(newcomer).toHaveURL(new RegExp(`/groups/${group.id}$`));
  await expect(newcomer.getByRole('heading', { name: `Kert utca ${anna.username}` })).toBeVisible();

  const late = await pageFor(browser, cili.token);
  await late.goto('/groups/join');
  await late.getByLabel('Access code').fill(code);
  await late.getByRole('button', { name: 'Join group' }).click();
  await expect(late.getByText(/used as many times as it allows/)).toBeVisible();
  await admin.reload();
  await expect(admin.getByText('No code works right now')).toBeVisible();
});
