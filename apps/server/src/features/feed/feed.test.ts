import { feedCursorOf, type FeedItem } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createPost, feedIds } from '../../test/posts';

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let csilla: TestUser;
let kert: string;
let pince: string;
let other: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  csilla = await createUser(t, { username: 'csilla', name: 'Csilla' });
  // Anna and Béla share Kert; Béla and Csilla share Pince; Csilla alone has Other.
  kert = (await createGroup(t, anna, { name: 'Kert', members: [bela] })).id;
  pince = (await createGroup(t, bela, { name: 'Pince', members: [csilla] })).id;
  other = (await createGroup(t, csilla, { name: 'Other' })).id;
});

afterAll(async () => {
  await t.close();
});

describe('feeds show only what the viewer may see', () => {
  it("never contain another group's items", async () => {
    const inKert = await createPost(t, anna, kert, { title: 'Kert post' });
    const inPince = await createPost(t, bela, pince, { title: 'Pince post' });
    const inOther = await createPost(t, csilla, other, { title: 'Other post' });
    const annaFeed = await feedIds(t, anna, '/api/Feed?limit=100');
    expect(annaFeed).toContain(inKert.id);
    expect(annaFeed).not.toContain(inPince.id);
    expect(annaFeed).not.toContain(inOther.id);
    const belaFeed = await feedIds(t, bela, '/api/Feed?limit=100');
    expect(belaFeed).toEqual(expect.arrayContaining([inKert.id, inPince.id]));
    expect(belaFeed).not.toContain(inOther.id);
    expect(await feedIds(t, bela, `/api/Group/${pince}/Feed?limit=100`)).not.toContain(inKert.id);
    expect((await call(t, anna, 'GET', `/api/Group/${pince}/Feed`)).statusCode).toBe(403);
    expect((await call(t, null, 'GET', '/api/Feed')).statusCode).toBe(401);
  });

  it("a user's feed holds their items in shared groups only", async () => {
    const inPince = await createPost(t, csilla, pince, { title: 'Csilla in Pince' });
    const inOther = await createPost(t, csilla, other, { title: 'Csilla in Other' });
    const byBela = await createPost(t, bela, pince, { title: 'Béla in Pince' });
    const seenByBela = await feedIds(t, bela, `/api/User/${csilla.id}/Feed?limit=100`);
    expect(seenByBela).toContain(inPince.id);
    expect(seenByBela).not.toContain(inOther.id);
    expect(seenByBela).not.toContain(byBela.id);
    expect(await feedIds(t, anna, `/api/User/${csilla.id}/Feed`)).toEqual([]);
  });

  it('items are { id, type, data } newest first', async () => {
    const post = await createPost(t, anna, kert, { title: 'Shape' });
    const [first] = await ok<FeedItem[]>(t, anna, 'GET', `/api/Group/${kert}/Feed?limit=1`);
    expect(first).toEqual({ id: post.id, type: 'post', data: post });
  });
});

describe('paging stays stable while posts are added', () => {
  let group: string;
  beforeAll(async () => {
    group = (await createGroup(t, anna, { name: 'Paging' })).id;
    for (let at = 0; at < 7; at += 1) await createPost(t, anna, group, { title: `Post ${at}` });
  });

  async function addPosts(count: number) {
    for (let at = 0; at < count; at += 1) await createPost(t, anna, group, { title: `New ${at}` });
  }

  it('with the keyset cursor', async () => {
    const all = await feedIds(t, anna, `/api/Group/${group}/Feed?limit=100`);
    const page1 = await ok<FeedItem[]>(t, anna, 'GET', `/api/Group/${group}/Feed?limit=3`);
    await addPosts(2);
    const seen = page1.map((item) => item.id);
    let last = page1.at(-1);
    while (last) {
      const before = encodeURIComponent(feedCursorOf(last));
      const page = await ok<FeedItem[]>(
        t,
        anna,
        'GET',
        `/api/Group/${group}/Feed?limit=3&before=${before}`,
      );
      seen.push(...page.map((item) => item.id));
      last = page.at(-1);
    }
    expect(seen).toEqual(all);
  });

  it('with skip anchored by until', async () => {
    const all = await feedIds(t, anna, `/api/Group/${group}/Feed?limit=100`);
    const page1 = await ok<FeedItem[]>(t, anna, 'GET', `/api/Group/${group}/Feed?limit=3`);
    const until = encodeURIComponent(page1[0]?.data.creationTime ?? '');
    await addPosts(2);
    const seen = page1.map((item) => item.id);
    for (let skip = 3; ; skip += 3) {
      const url = `/api/Group/${group}/Feed?limit=3&skip=${skip}&until=${until}`;
      const page = await feedIds(t, anna, url);
      if (page.length === 0) break;
      seen.push(...page);
    }
    expect(seen).toEqual(all);
  });

  it('refuses a malformed cursor', async () => {
    const response = await call(t, anna, 'GET', '/api/Feed?before=yesterday');
    expect(response.statusCode).toBe(400);
  });
});

describe('search and tags', () => {
  let group: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    group = (await createGroup(t, bela, { name: 'Search' })).id;
    const add = async (key: string, title: string, description: string, tags?: string) => {
      ids[key] = (
        await createPost(t, bela, group, { title, description, ...(tags ? { tags } : {}) })
      ).id;
    };
    await add('pear', 'Körtefa ágai', 'Levágnám a körtefát', 'system.lookingfor;kert');
    await add('apple', 'Kortefa vs almafa', 'unaccented spelling');
    await add('autumn', 'Őszi szüret', 'Gyertek szombaton', 'system.news;kert');
    await add('bike', 'Bicycle pump to lend', 'A floor pump with gauge', 'system.tool');
  });

  const search = (query: string) =>
    feedIds(t, bela, `/api/Group/${group}/Feed?limit=100&search=${encodeURIComponent(query)}`);

  it('finds accented and unaccented Hungarian words both ways', async () => {
    expect((await search('körtefa')).sort()).toEqual([ids.pear, ids.apple].sort());
    expect((await search('kortefa')).sort()).toEqual([ids.pear, ids.apple].sort());
    expect(await search('oszi')).toEqual([ids.autumn]);
    expect(await search('Őszi')).toEqual([ids.autumn]);
    expect(await search('ŐSZI SZÜRET')).toEqual([ids.autumn]);
  });

  it('finds English words and prefixes; a word that matches nothing returns []', async () => {
    expect(await search('pump')).toEqual([ids.bike]);
    expect(await search('bicyc')).toEqual([ids.bike]);
    expect(await search('zeppelin')).toEqual([]);
    expect(await search("'&|!:*()")).toHaveLength(4);
  });

  it('keeps only posts carrying every listed tag', async () => {
    const tagged = (tags: string) =>
      feedIds(t, bela, `/api/Group/${group}/Feed?limit=100&tags=${encodeURIComponent(tags)}`);
    expect((await tagged('kert')).sort()).toEqual([ids.pear, ids.autumn].sort());
    expect(await tagged('kert;system.news')).toEqual([ids.autumn]);
    expect(await tagged('ker')).toEqual([]);
    expect(await search('szüret')).toEqual([ids.autumn]);
  });
});

describe('group deletion', () => {
  it("takes the group's posts with it", async () => {
    const group = (await createGroup(t, anna, { name: 'Short-lived' })).id;
    const post = await createPost(t, anna, group);
    await ok(t, anna, 'DELETE', `/api/Group/${group}`);
    expect((await call(t, anna, 'GET', `/api/Post/${post.id}`)).statusCode).toBe(404);
  });
});
