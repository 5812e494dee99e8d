import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { callApi, joinByLink } from '../support/api';
import { viewports } from '../support/screenshots';
import { walkIn } from '../support/variants';
import { createMember, newUser, useSession, type TestUser } from '../support/users';

// Events and the calendar (issue 14) with the browser in Europe/Budapest (playwright.config.ts)
// and the server in UTC: two members answer, the calendar shows the kinds, a repeated event keeps
// its time of day; then every event and calendar screen is scanned and saved at 390/1440 px,
// light and dark, in English and Hungarian.

test.describe.configure({ timeout: 300_000 });

type Member = TestUser & { token: string };

async function pageFor(browser: Browser, member: Member, locale = 'en-GB'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: viewports.desktop, locale })).newPage();
  await useSession(page, member.token);
  return page;
}

async function circle(request: APIRequestContext) {
  const [anna, bela] = await Promise.all([
    createMember(request, newUser('anna')),
    createMember(request, newUser('bela')),
  ]);
  const group = await callApi<{ id: string; name: string }>(request, anna.token, 'POST', '/Group', {
    name: `Kert utca ${anna.username}`,
  });
  await joinByLink(request, anna.token, group.id, bela.token);
  return { anna, bela, group };
}

/** `YYYY-MM-DDTHH:mm` of a day `days` ahead in the browser's zone (a datetime-local value). */
function localInput(days: number, time: string): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(date);
  return `${day}T${time}`;
}

test('an event is created in Budapest time, answered yes then no, and its author sees both lists', async ({
  browser,
  request,
}) => {
  const { anna, bela, group } = await circle(request);
  const annaPage = await pageFor(browser, anna);
  expect(await annaPage.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'Europe/Budapest',
  );
  await annaPage.goto('/events/new');
  await annaPage.getByRole('combobox', { name: 'Group' }).click();
  await annaPage.getByRole('option', { name: group.name }).click();
  await annaPage.getByLabel('Name', { exact: true }).fill('Szemétszedés a parkban');
  await annaPage.getByLabel('Time', { exact: true }).fill(localInput(10, '18:00'));
  await annaPage.getByLabel('Application deadline').fill(localInput(8, '12:00'));
  await annaPage.getByLabel('Location').fill('Kert utcai park');
  await annaPage.getByRole('button', { name: 'Sport', exact: true }).click();
  await annaPage.getByRole('button', { name: 'Create event' }).click();
  await expect(annaPage).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await expect(annaPage.getByRole('heading', { name: 'Szemétszedés a parkban' })).toBeVisible();
  // What was typed in Budapest is what Budapest reads back.
  await expect(annaPage.getByText(/18:00/).first()).toBeVisible();
  await expect(annaPage.getByText(/12:00/).first()).toBeVisible();

  const belaPage = await pageFor(browser, bela);
  await belaPage.goto('/events');
  const card = belaPage.getByRole('article', { name: 'Szemétszedés a parkban' });
  await card.getByRole('radio', { name: 'Going', exact: true }).click();
  await expect(card.getByText('1 going · 0 not going')).toBeVisible();
  await card.getByRole('radio', { name: 'Not going' }).click();
  await expect(card.getByText('0 going · 1 not going')).toBeVisible();

  await annaPage.reload();
  await expect(annaPage.getByRole('heading', { name: 'Not going (1)' })).toBeVisible();
  await expect(annaPage.getByRole('link', { name: bela.name })).toBeVisible();
});

/** `YYYY-MM-DD` in Budapest of an instant. */
const budapestDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(new Date(instant));

/** The UTC instant of a wall-clock time in Budapest on `day` (the zone's offset, by the browser). */
async function budapestInstant(page: Page, day: string, time: string): Promise<string> {
  return page.evaluate(([d, t]) => new Date(`${d}T${t}`).toISOString(), [day, time] as const);
}

test('the calendar shows the kinds filled and outlined, Today, a new event at noon and a repeat at the same time', async ({
  browser,
  request,
}) => {
  const { anna, bela, group } = await circle(request);
  const annaPage = await pageFor(browser, anna);
  await annaPage.goto('/calendar/month');
  const eventDay = localInput(12, '18:00').slice(0, 10);
  const deadlineDay = localInput(11, '09:00').slice(0, 10);
  const event = await callApi<{ id: string; time: string }>(request, anna.token, 'POST', '/Event', {
    groupId: group.id,
    name: 'Főzőest',
    time: await budapestInstant(annaPage, eventDay, '18:00'),
    applicationDeadline: await budapestInstant(annaPage, deadlineDay, '09:00'),
  });
  await callApi(request, bela.token, 'POST', '/EventApplication', {
    eventId: event.id,
    apply: true,
  });

  // Month: the author's event filled; the member's yes filled-as-applied is outlined (not his).
  await annaPage.goto(`/calendar/month?date=${eventDay}`);
  const annaCell = annaPage.locator(`a[href="/calendar/day?date=${eventDay}"]`);
  await expect(annaCell.locator('[data-kind="event"][data-own="true"]')).toBeVisible();
  const belaPage = await pageFor(browser, bela);
  await belaPage.goto(`/calendar/month?date=${eventDay}`);
  await expect(
    belaPage.locator(
      `a[href="/calendar/day?date=${eventDay}"] [data-kind="event_applied"][data-own="false"]`,
    ),
  ).toBeVisible();
  await expect(
    belaPage.locator(
      `a[href="/calendar/day?date=${deadlineDay}"] [data-kind="event_deadline"][data-own="false"]`,
    ),
  ).toBeVisible();

  // Week: the rows name the kind; the time is Budapest's.
  await belaPage.goto(`/calendar/week?date=${eventDay}`);
  const row = belaPage
    .getByRole('link', { name: /Főzőest/ })
    .filter({ hasText: 'Event I am going to' });
  await expect(row).toContainText('18:00');
  // Day: the event in its section; clicking it opens the event.
  await belaPage.goto(`/calendar/day?date=${eventDay}`);
  await expect(belaPage.getByRole('heading', { name: /Events/, level: 2 })).toBeVisible();
  await belaPage.getByRole('link', { name: /Főzőest/ }).click();
  await expect(belaPage).toHaveURL(new RegExp(`/events/${event.id}$`));

  // Today comes back from another month.
  await annaPage.goto('/calendar/month');
  await annaPage.getByRole('button', { name: 'Next month' }).click();
  await annaPage.getByRole('button', { name: 'Today' }).click();
  await expect(annaPage).toHaveURL(new RegExp(`date=${budapestDay(new Date().toISOString())}`));
  // A past period offers no new event; a future day's new event starts at its noon.
  await annaPage.goto('/calendar/month?date=2020-01-15');
  await expect(annaPage.getByRole('link', { name: 'New event' })).toBeHidden();
  await annaPage.goto(`/calendar/day?date=${eventDay}`);
  await annaPage.getByRole('link', { name: 'New event' }).click();
  await expect(annaPage.getByLabel('Time', { exact: true })).toHaveValue(`${eventDay}T12:00`);

  // A weekly event at 18:00 across the last Sunday of March stays at 18:00 in later weeks.
  const year = new Date().getFullYear() + 1;
  const start = `${year}-03-15`;
  await callApi(request, anna.token, 'POST', '/Event', {
    groupId: group.id,
    name: 'Vasárnapi séta',
    time: await budapestInstant(annaPage, start, '18:00'),
    applicationDeadline: await budapestInstant(annaPage, start, '10:00'),
    repeat: { frequency: 'weekly', timeZone: 'Europe/Budapest', count: 5 },
  });
  for (const week of [`${year}-03-16`, `${year}-04-06`]) {
    await annaPage.goto(`/calendar/week?date=${week}`);
    // The event's row by its icon: "My event" is also the role on the deadline's row.
    const walk = annaPage
      .getByRole('link', { name: /Vasárnapi séta/ })
      .filter({ has: annaPage.locator('[data-kind="event"]') });
    await expect(walk.first()).toContainText('18:00');
  }
});

const h1 = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

for (const language of ['en', 'hu'] as const) {
  test(`event and calendar screens in ${language}`, async ({ browser, request }) => {
    const { anna, bela, group } = await circle(request);
    await callApi(request, anna.token, 'PATCH', '/User', { language });
    const { capture } = walkIn(language);
    const texts = {
      en: {
        events: 'Events',
        newEvent: 'New event',
        edit: 'Edit event',
        calendar: 'Calendar',
        legend: 'Legend',
        copy: 'Copy',
        following: 'This and the following',
      },
      hu: {
        events: 'Események',
        newEvent: 'Új esemény',
        edit: 'Esemény szerkesztése',
        calendar: 'Naptár',
        legend: 'Jelmagyarázat',
        copy: 'Másolás',
        following: 'Erre és a későbbiekre',
      },
    }[language];
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    const picnic = await callApi<{ id: string }>(request, anna.token, 'POST', '/Event', {
      groupId: group.id,
      name: 'Piknik a Margitszigeten',
      description: 'Hozz plédet és egy tál ételt.\nEsőben elmarad.',
      location: 'Margitsziget, Szökőkút',
      time: at(4),
      applicationDeadline: at(2),
      tags: 'system.party;piknik',
    });
    const run = await callApi<{ id: string }>(request, anna.token, 'POST', '/Event', {
      groupId: group.id,
      name: 'Heti futás',
      location: 'Népliget',
      time: at(1.5),
      tags: 'system.sport',
      repeat: { frequency: 'weekly', timeZone: 'Europe/Budapest', count: 6 },
    });
    await callApi(request, bela.token, 'POST', '/EventApplication', {
      eventId: picnic.id,
      apply: true,
    });
    // An offer of Anna's: its order deadline, purchase date and delivery in the calendar.
    const product = await callApi<{ id: string }>(request, anna.token, 'POST', '/Product', {
      name: 'Akácméz',
      unit: 1,
      measure: 'bottle',
      price: 2400,
    });
    await callApi(request, anna.token, 'POST', '/Offer', {
      productId: product.id,
      groupId: group.id,
      orderDeadline: at(3),
      purchaseTime: at(3.5),
      delivery: at(4),
      pickupPlace: 'Kossuth u. 12.',
      totalAmount: 10,
    });
    const page = await pageFor(browser, anna, language === 'hu' ? 'hu-HU' : 'en-GB');
    await page.goto('/events');
    await capture(page, `events-${language}`, async (p) => {
      await h1(texts.events)(p);
      await expect(p.getByRole('article', { name: 'Piknik a Margitszigeten' })).toBeVisible();
    });
    await page.goto(`/events/${picnic.id}`);
    await capture(page, `event-${language}`, h1('Piknik a Margitszigeten'));
    // A repeated event's edit asks which dates the change is for.
    await page.goto(`/events/${run.id}/edit`);
    await capture(page, `event-edit-${language}`, async (p) => {
      await h1(texts.edit)(p);
      await expect(p.getByRole('radio', { name: texts.following })).toBeVisible();
    });
    await page.goto('/events/new');
    await capture(page, `event-new-${language}`, h1(texts.newEvent));
    const picnicDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(
      new Date(at(4)),
    );
    for (const view of ['month', 'week', 'day'] as const) {
      await page.goto(`/calendar/${view}?date=${picnicDay}`);
      await capture(page, `calendar-${view}-${language}`, async (p) => {
        await h1(texts.calendar)(p);
        await expect(p.getByRole('heading', { name: texts.legend })).toBeVisible();
        // The day's rows say where the delivery and the event are (decision 077).
        if (view === 'day') await expect(p.getByText('Kossuth u. 12.')).toBeVisible();
      });
    }
    await callApi(request, anna.token, 'POST', '/Calendar/Subscription');
    await page.goto('/settings');
    await capture(page, `settings-calendar-${language}`, (p) =>
      expect(p.getByRole('button', { name: texts.copy })).toBeVisible(),
    );
  });
}
