import { photoVariantPath, type PhotoRef } from '@kozos/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { memberships } from '../../db/schema';
import { groupScope, userScope, writesTo } from '../../db/write-scope';
import { testConfig } from '../../test/app';
import { eventually } from '../../test/eventually';
import { buildGroupsTestApp, createGroup, membershipOf, ok } from '../../test/groups';
import { bearer, createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { testPasswordHashing } from '../../test/password-hashing';
import { uploadedPhoto } from '../../test/photos';

/*
 * Two app instances on one PostgreSQL database (decision 226): each keeps who may see which
 * photo variant in its own memory; a member removed through one instance is refused by the
 * other as soon as the write's announcement (NOTIFY kozos_writes) reaches it, and by the
 * instance that made the change on the very next request.
 */

let t: IdentityTestApp;
let second: { app: App; database: Database };
let admin: TestUser;
let removed: TestUser;
let staying: TestUser;
let group: Awaited<ReturnType<typeof createGroup>>;
let groupId: string;
let photo: PhotoRef;

// The scheduler's sweeps write without naming scopes (a write of everything) every poll; kept
// out of the way, so that what takes an answer back here is the scopes a change names.
const quietScheduler = { SCHEDULER_POLL_MS: '600000' };

beforeAll(async () => {
  t = await buildGroupsTestApp(quietScheduler);
  const url = (t.database as { url?: string }).url;
  if (!url) throw new Error('this file runs on PostgreSQL only (TEST_DB=postgres)');
  const database = openPostgres(url);
  second = {
    app: await buildApp(testConfig(quietScheduler), {
      database,
      logger: false,
      passwordHashing: testPasswordHashing,
    }),
    database,
  };
  admin = await createUser(t, { username: 'padmin', name: 'Panna Admin' });
  removed = await createUser(t, { username: 'premoved', name: 'Péter Removed' });
  staying = await createUser(t, { username: 'pstaying', name: 'Piroska Staying' });
  group = await createGroup(t, admin, { name: 'Két példány', members: [removed, staying] });
  groupId = group.id;
  photo = await uploadedPhoto(t, admin);
  await ok(t, admin, 'POST', '/api/Post', { groupId, title: 'Szilvát adok', photoIds: [photo.id] });
});

afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

async function variantStatus(app: App, user: TestUser): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: photoVariantPath(photo.id, 320),
    headers: bearer(user.token),
  });
  return response.statusCode;
}

describe('who may see a photo variant, kept by each instance', () => {
  it('is taken back on both instances when a member is removed through one of them', async () => {
    for (const app of [t.app, second.app]) {
      for (const user of [removed, staying]) {
        expect(await variantStatus(app, user)).toBe(200);
        expect(await variantStatus(app, user)).toBe(200);
      }
    }
    await ok(t, admin, 'POST', '/api/Membership/Kick', { userId: removed.id, groupId });
    // The instance that wrote knows at once; the other once the announcement arrives.
    expect(await variantStatus(t.app, removed)).toBe(404);
    await eventually(async () => expect(await variantStatus(second.app, removed)).toBe(404));
    expect(await variantStatus(second.app, staying)).toBe(200);
    expect(await variantStatus(t.app, staying)).toBe(200);
  });

  it('is taken back on the instance that did not write when a member leaves through the other', async () => {
    expect(await variantStatus(t.app, staying)).toBe(200);
    expect(await variantStatus(t.app, staying)).toBe(200);
    const membership = membershipOf(group, staying);
    const left = await second.app.inject({
      method: 'POST',
      url: `/api/Membership/${membership.id}/Leave`,
      headers: bearer(staying.token),
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await variantStatus(second.app, staying)).toBe(404);
    await eventually(async () => expect(await variantStatus(t.app, staying)).toBe(404));
  });

  it('is taken back on the other instance by the scopes a write names, not only by a write of everything', async () => {
    const member = await createUser(t, { username: 'pmember', name: 'Pál Member' });
    const other = await createGroup(t, admin, { name: 'Csendes', members: [member] });
    const quiet = await uploadedPhoto(t, admin);
    await ok(t, admin, 'POST', '/api/Post', {
      groupId: other.id,
      title: 'Diót adok',
      photoIds: [quiet.id],
    });
    const status = async () =>
      (
        await second.app.inject({
          method: 'GET',
          url: photoVariantPath(quiet.id, 320),
          headers: bearer(member.token),
        })
      ).statusCode;
    expect(await status()).toBe(200);
    expect(await status()).toBe(200);
    // As a job on the first instance would: straight through its database handle, naming only
    // the group and the person, the scopes a removal names (memberships.service.ts).
    await writesTo([groupScope(other.id), userScope(member.id)], () =>
      t.database.db
        .delete(memberships)
        .where(and(eq(memberships.groupId, other.id), eq(memberships.userId, member.id))),
    );
    await eventually(async () => expect(await status()).toBe(404));
  });
});
