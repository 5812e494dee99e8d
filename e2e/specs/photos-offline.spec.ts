import { expect, test } from '@playwright/test';
import { callApi } from '../support/api';
import { gradientPng } from '../support/images';
import { expectLoaded, signedInPage } from '../support/photos';
import { createMember, newUser } from '../support/users';

// Issue 25 (decision 165): the service worker keeps the photos of the feed it keeps, so a
// member who opened the home once still sees a post's photo with the network gone.

test('a feed photo still shows offline once the home was loaded under the service worker', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, { ...newUser('offline'), name: 'Olga Offline' });
  const group = await callApi<{ id: string }>(request, member.token, 'POST', '/Group', {
    name: 'Hálózat nélkül',
    description: 'Photos on a train',
  });
  const upload = await request.post('/api/Photo', {
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'image/png' },
    data: gradientPng(1600, 1200, [200, 120, 40], [60, 30, 10]),
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const photo = ((await upload.json()) as { data: { id: string } }).data;
  await callApi(request, member.token, 'POST', '/Post', {
    groupId: group.id,
    title: 'Alagút után',
    photoIds: [photo.id],
  });

  const page = await signedInPage(browser, member, 'phone');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  // Loaded under the worker: the feed's answer and its photo are kept.
  await page.reload();
  const image = page
    .getByRole('article', { name: 'Alagút után' })
    .getByTestId('card-photo')
    .locator('img');
  await expectLoaded(image);
  const src = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  await expect
    .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), src))
    .toBe(true);

  await page.context().setOffline(true);
  await page.reload();
  const offlineImage = page
    .getByRole('article', { name: 'Alagút után' })
    .getByTestId('card-photo')
    .locator('img');
  await expectLoaded(offlineImage);
  expect(await offlineImage.evaluate((element: HTMLImageElement) => element.currentSrc)).toBe(src);
  await page.context().close();
});
