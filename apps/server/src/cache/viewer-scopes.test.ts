import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../db/schema';
import { groupScope, userScope, writesTo } from '../db/write-scope';
import { buildGroupsTestApp, call, createGroup, joinByLink } from '../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import { rememberedScopesOfViewer } from './viewer-scopes';
import { createWriteClock, type WriteClock } from './write-clock';

/*
 * The scopes a cached answer depends on are remembered per viewer (decision 148): read again as
 * soon as the viewer's own scope is written (joining, leaving, being removed), never otherwise.
 */

let t: IdentityTestApp;
let clock: WriteClock;
let anna: TestUser;
let bela: TestUser;
let garden: string;
let kitchen: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  clock = createWriteClock(t.database, t.app.log);
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  garden = (await createGroup(t, anna, { name: 'Kert', members: [bela] })).id;
  kitchen = (await createGroup(t, anna, { name: 'Konyha' })).id;
});

afterAll(async () => {
  await clock.close();
  await t.close();
});

describe('remembered scopes of a viewer', () => {
  it('answers from memory while only other scopes are written', async () => {
    const scopesOf = rememberedScopesOfViewer(t.database.db, clock);
    expect(await scopesOf(bela.id)).toEqual([userScope(bela.id), groupScope(garden)]);
    // A membership written naming the group alone: the remembered list is not read again.
    await writesTo([groupScope(kitchen)], () =>
      t.database.db.insert(memberships).values({ groupId: kitchen, userId: bela.id }),
    );
    expect(await scopesOf(bela.id)).toEqual([userScope(bela.id), groupScope(garden)]);
    // Once the person is named, it is.
    await writesTo([userScope(bela.id)], () =>
      t.database.db
        .update(memberships)
        .set({ isAdmin: false })
        .where(and(eq(memberships.userId, bela.id), eq(memberships.groupId, kitchen))),
    );
    expect(new Set(await scopesOf(bela.id))).toEqual(
      new Set([userScope(bela.id), groupScope(garden), groupScope(kitchen)]),
    );
  });

  it('remembers only as many bytes as its budget: a viewer pushed out is read again', async () => {
    // Room for one of the two lists (decision 233).
    const scopesOf = rememberedScopesOfViewer(t.database.db, clock, 400);
    const dora = await createUser(t, { username: 'dora', name: 'Dóra' });
    const ede = await createUser(t, { username: 'ede', name: 'Ede' });
    await writesTo([groupScope(garden)], () =>
      t.database.db.insert(memberships).values({ groupId: garden, userId: dora.id }),
    );
    expect(await scopesOf(dora.id)).toEqual([userScope(dora.id), groupScope(garden)]);
    // Written naming the group alone: a remembered list would not be read again.
    await writesTo([groupScope(kitchen)], () =>
      t.database.db.insert(memberships).values({ groupId: kitchen, userId: dora.id }),
    );
    expect(await scopesOf(dora.id)).toEqual([userScope(dora.id), groupScope(garden)]);
    expect(await scopesOf(ede.id)).toEqual([userScope(ede.id)]);
    expect(new Set(await scopesOf(dora.id))).toEqual(
      new Set([userScope(dora.id), groupScope(garden), groupScope(kitchen)]),
    );
  });

  it('reads again after a join and a removal through the API', async () => {
    const scopesOf = rememberedScopesOfViewer(t.database.db, clock);
    const cili = await createUser(t, { username: 'cili', name: 'Cili' });
    expect(await scopesOf(cili.id)).toEqual([userScope(cili.id)]);
    await joinByLink(t, anna, garden, cili);
    expect(await scopesOf(cili.id)).toEqual([userScope(cili.id), groupScope(garden)]);
    const removed = await call(t, anna, 'POST', '/api/Membership/Kick', {
      groupId: garden,
      userId: cili.id,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await scopesOf(cili.id)).toEqual([userScope(cili.id)]);
  });
});
