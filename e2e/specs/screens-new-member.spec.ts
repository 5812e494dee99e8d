import { expect, test } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { heading } from '../support/screen-checks';
import { captureVariants, openVariantPage, visitVariants as visit } from '../support/variants';
import { createMember, newUser } from '../support/users';

// The screens a new member met in issue 11, after their fixes, at 390 and 1440 px, light and
// dark: an axe scan and a screenshot under e2e/.artifacts/screenshots for people to look at.
// Each screen is loaded once and captured in every variant (support/variants.ts).

test.describe.configure({ timeout: 360_000 });

test('new member screens', async ({ browser, request }) => {
  const [loner, anna, bela] = await Promise.all([
    createMember(request, newUser('loner')),
    createMember(request, newUser('anna')),
    createMember(request, newUser('bela')),
  ]);

  // No group yet: home and the groups list offer to create one or join with a link.
  const lonely = await openVariantPage(browser, { token: loner.token });
  await visit(lonely, 'new-home-no-group', '/', async (p) => {
    await expect(p.getByRole('link', { name: 'Create a group' })).toBeVisible();
    await expect(p.getByLabel('Join with an invitation link')).toBeVisible();
  });
  await visit(lonely, 'new-groups-empty', '/groups', (p) =>
    expect(p.getByText('You are not in a group yet')).toBeVisible(),
  );
  // Name and username are editable in settings, where "Edit profile" leads.
  await visit(lonely, 'new-settings-profile', '/settings#profile', (p) =>
    expect(p.getByRole('heading', { name: 'Profile' })).toBeVisible(),
  );
  await lonely.context().close();

  // A group with a warning post and a plain one.
  const group = await callApi<{ id: string }>(request, anna.token, 'POST', '/Group', {
    name: `Kert utca ${anna.username}`,
  });
  await joinByLink(request, anna.token, group.id, bela.token);
  for (const [title, tags] of [
    ['Körtefa metszés szombaton', 'system.news;kert'],
    ['Vízelzárás holnap 8-tól', 'system.warning'],
  ]) {
    await callApi(request, bela.token, 'POST', '/Post', { groupId: group.id, title, tags });
  }
  const page = await openVariantPage(browser, { token: anna.token });
  await visit(page, 'new-home-warning', '/', (p) =>
    expect(p.getByText('Warning to the group')).toBeVisible(),
  );
  await visit(page, 'new-home-no-match', '/?search=zzzz', (p) =>
    expect(p.getByRole('button', { name: 'Clear the search' })).toBeVisible(),
  );
  await visit(page, 'new-home-tag', '/?tags=kert', async (p) => {
    await expect(p.getByRole('button', { name: 'Show all' })).toBeVisible();
    await expect(p.getByRole('article', { name: 'Körtefa metszés szombaton' })).toBeVisible();
  });
  await page.goto('/posts/new');
  await page.getByRole('button', { name: 'Warning', exact: true }).click();
  await captureVariants(page, 'new-post-warning', async (p) => {
    await expect(p.getByRole('combobox', { name: 'Group' })).toBeVisible();
    await expect(p.getByText('Members of the group will be notified')).toBeVisible();
  });
  await visit(page, 'new-group-details', `/groups/${group.id}/details`, (p) =>
    expect(p.getByText(/You are the only administrator/)).toBeVisible(),
  );
  await visit(page, 'new-group-bad-id', '/groups/not-a-group', heading('Not found'));
  await page.context().close();
});
