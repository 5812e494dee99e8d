import { expect, test } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { heading, visit } from '../support/screen-checks';
import { openPage, screenshotMatrix } from '../support/screenshots';
import { createMember, newUser } from '../support/users';

// The screens a new member met in issue 11, after their fixes, at 390 and 1440 px, light and
// dark: an axe scan and a screenshot under e2e/.artifacts/screenshots for people to look at.

test.describe.configure({ timeout: 360_000 });

for (const { viewport, scheme } of screenshotMatrix) {
  const suffix = `${viewport}-${scheme}`;

  test(`new member screens at ${suffix}`, async ({ browser, request }) => {
    const [loner, anna, bela] = await Promise.all([
      createMember(request, newUser('loner')),
      createMember(request, newUser('anna')),
      createMember(request, newUser('bela')),
    ]);

    // No group yet: home and the groups list offer to create one or join with a link.
    const lonely = await openPage(browser, viewport, scheme, { token: loner.token });
    await visit(lonely, `new-home-no-group-${suffix}`, '/', async (p) => {
      await expect(p.getByRole('link', { name: 'Create a group' })).toBeVisible();
      await expect(p.getByLabel('Join with an invitation link')).toBeVisible();
    });
    await visit(lonely, `new-groups-empty-${suffix}`, '/groups', (p) =>
      expect(p.getByText('You are not in a group yet')).toBeVisible(),
    );
    // Name and username are editable in settings, where "Edit profile" leads.
    await visit(lonely, `new-settings-profile-${suffix}`, '/settings#profile', (p) =>
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
    const page = await openPage(browser, viewport, scheme, { token: anna.token });
    await visit(page, `new-home-warning-${suffix}`, '/', (p) =>
      expect(p.getByText('Warning to the group')).toBeVisible(),
    );
    await visit(page, `new-home-no-match-${suffix}`, '/?search=zzzz', (p) =>
      expect(p.getByRole('button', { name: 'Clear the search' })).toBeVisible(),
    );
    await visit(page, `new-home-tag-${suffix}`, '/?tags=kert', async (p) => {
      await expect(p.getByRole('button', { name: 'Show all' })).toBeVisible();
      await expect(p.getByRole('article', { name: 'Körtefa metszés szombaton' })).toBeVisible();
    });
    await visit(page, `new-post-warning-${suffix}`, '/posts/new', async (p) => {
      await expect(p.getByRole('combobox', { name: 'Group' })).toBeVisible();
      await p.getByRole('button', { name: 'Warning', exact: true }).click();
      await expect(p.getByText('Members of the group will be notified')).toBeVisible();
    });
    await visit(page, `new-group-details-${suffix}`, `/groups/${group.id}/details`, (p) =>
      expect(p.getByText(/You are the only administrator/)).toBeVisible(),
    );
    await visit(page, `new-group-bad-id-${suffix}`, '/groups/not-a-group', heading('Not found'));
    await page.context().close();
  });
}
