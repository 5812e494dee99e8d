import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, joinByLink, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { placeOrder } from '../../test/orders';

/* A sale's orders as a CSV file (the rest of the dealer's sales screen is in sales.test.ts). */

let t: IdentityTestApp;
let dealer: TestUser;
let anna: TestUser;
let bela: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes Dealer' });
  anna = await createUser(t, { username: 'anna', name: 'Árvíztűrő Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla "Bé" Kovács, ifj.' });
  groupId = (await createGroup(t, dealer, { name: 'Kert utca', members: [anna, bela] })).id;
});
afterAll(async () => {
  await t.close();
});

const reject = (orderId: string, reason = 'Elverte a jég') =>
  call(t, dealer, 'POST', `/api/Sale/${orderId}/Reject`, { reason });

describe('GET /api/Sale/{id}/Csv', () => {
  it('downloads the orders, accents intact, in the dealer language, without rejected ones', async () => {
    const offer = await createOffer(t, dealer, groupId, {
      price: 1500,
      product: { name: 'Őszibarack', unit: 1, measure: 'kg' },
    });
    await placeOrder(t, anna, offer.id, 2);
    const quoted = await placeOrder(t, bela, offer.id, 3);
    const carol = await createUser(t, { username: 'carol', name: 'Carol Rejected' });
    await joinByLink(t, dealer, groupId, carol);
    await reject((await placeOrder(t, carol, offer.id, 1)).id);
    await ok(t, dealer, 'POST', `/api/Sale/${quoted.id}/Fulfil`);
    const read = async () => {
      const response = await call(t, dealer, 'GET', `/api/Sale/${offer.id}/Csv`);
      expect(response.statusCode).toBe(200);
      return response;
    };
    const response = await read();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Őszibarack')}`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(response.rawPayload.toString('utf8'), { bom: true });
    expect(rows[0]?.[0]).toBe('Buyer');
    expect(rows.slice(1)).toEqual([
      ['Árvíztűrő Anna', 'anna', '2', '1 kg', '3000', 'no', expect.any(String)],
      ['Béla "Bé" Kovács, ifj.', 'bela', '3', '1 kg', '4500', 'yes', expect.any(String)],
      ['1 rejected order is left out of this list.', '', '', '', '', '', ''],
    ]);
    await ok(t, dealer, 'PATCH', '/api/User', { language: 'hu' });
    const hungarian = parse((await read()).rawPayload.toString('utf8'), {
      bom: true,
      delimiter: ';',
    });
    expect(hungarian[0]).toContain('Vevő');
    expect(hungarian[2]).toContain('igen');
    expect(response.body).not.toContain('Carol');
    await ok(t, dealer, 'PATCH', '/api/User', { language: 'en' });
  });

  it("writes times and the file's delivery day in the browser's zone", async () => {
    const delivery = new Date();
    delivery.setUTCDate(delivery.getUTCDate() + 4);
    delivery.setUTCHours(23, 30, 0, 0); // the next day in Budapest, summer or winter
    const offer = await createOffer(t, dealer, groupId, {
      delivery: delivery.toISOString(),
      product: { name: 'Alma' },
    });
    await placeOrder(t, anna, offer.id, 1);
    const csv = async (query: string) => {
      const response = await call(t, dealer, 'GET', `/api/Sale/${offer.id}/Csv${query}`);
      expect(response.statusCode).toBe(200);
      const [header, row] = parse(response.rawPayload.toString('utf8'), { bom: true });
      return { header, orderedAt: row?.[6], disposition: response.headers['content-disposition'] };
    };
    const utc = await csv('');
    const budapest = await csv('?timeZone=Europe/Budapest');
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const nextDay = new Date(delivery.getTime() + 24 * 3600_000);
    expect(utc.header?.[6]).toBe('Ordered at (UTC)');
    expect(budapest.header?.[6]).toBe('Ordered at (Europe/Budapest)');
    expect(utc.disposition).toContain(`filename="Alma ${day(delivery)}.csv"`);
    expect(budapest.disposition).toContain(`filename="Alma ${day(nextDay)}.csv"`);
    // The same instant, an hour or two later on the clock in Budapest.
    const asUtc = (text: string | undefined) => new Date(`${text?.replace(' ', 'T')}:00Z`);
    expect(utc.orderedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    const shift = asUtc(budapest.orderedAt).getTime() - asUtc(utc.orderedAt).getTime();
    expect([3600_000, 7200_000]).toContain(shift);

    const bad = await call(t, dealer, 'GET', `/api/Sale/${offer.id}/Csv?timeZone=Mars/Olympus`);
    expect(bad.statusCode).toBe(400);
  });
});
