import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { pageFor } from '../support/pages';
import { createMember, newUser } from '../support/users';

// Issue 16: "Download my data", as JSON and as a readable page.

test('"Download my data" saves a JSON file and a readable page', async ({ browser, request }) => {
  const member = await createMember(request, newUser('adatos'));
  const group = await callApi<{ id: string }>(request, member.token, 'POST', '/Group', {
    name: 'Adatos kör',
  });
  await callApi(request, member.token, 'POST', '/Post', {
    groupId: group.id,
    title: 'Saját poszt',
  });
  const page = await pageFor(browser, member.token);
  await page.goto('/settings');
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^kozos-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(readFileSync(await json.path(), 'utf8')) as {
    sections: { name: string; data: unknown }[];
  };
  expect(saved.sections.find((section) => section.name === 'profile')?.data).toMatchObject({
    email: member.email,
  });
  expect(JSON.stringify(saved)).toContain('Saját poszt');
  const [html] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Readable summary (HTML)' }).click(),
  ]);
  const summary = await browser.newPage();
  await summary.setContent(readFileSync(await html.path(), 'utf8'));
  await expect(summary.getByRole('heading', { name: 'My data in Közös' })).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await expect(summary.getByText('Saját poszt')).toBeVisible();
  await summary.close();
});
