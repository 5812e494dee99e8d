// The scenarios of bench/feed.mjs: each a path on the server, read as the bench user (`bench-0`);
// `bust` adds a parameter the API ignores, new on every request, so the answer is computed;
// `mixed` reads as many users while the bench writes (bench/mixed.mjs).

export const auth = { authorization: 'Bearer bench-0' };
export const readerCount = Number(process.env.BENCH_READERS ?? 64);
export const writesPerSecond = Number(process.env.BENCH_WRITES ?? 20);

async function getJson(url) {
  const response = await fetch(url, { headers: auth });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** The market scenarios (issue 12), from what the bench user sees of offers. */
function offerScenarios() {
  return {
    offersReference: {
      path: '/bench/reference/offers',
      note: 'the same bytes as /api/Offer, from memory',
    },
    offers: { path: '/api/Offer', note: 'the market, first page, as cached' },
    offersMiss: { path: '/api/Offer', bust: true, note: 'the same, computed every time' },
    offersHidePast: {
      path: '/api/Offer?hidePast=true&sortBy=orderDeadline',
      bust: true,
      note: 'delivered hidden, soonest deadline first',
    },
    offersSearch: { path: '/api/Offer?search=mez', bust: true, note: 'search, accents folded' },
    offersMine: { path: '/api/Offer/Mine', bust: true, note: 'my offers' },
  };
}

/** The paths of the scenarios, from what the bench user sees. */
export async function scenariosFor(url, offers) {
  const [group] = await getJson(`${url}/api/Group?limit=1`);
  const details = await getJson(`${url}/api/Group/${group.id}`);
  const me = await getJson(`${url}/api/User`);
  const other = details.memberships.find((membership) => membership.user.id !== me.id).user;
  const firstPage = await getJson(`${url}/api/Feed`);
  const last = firstPage.at(-1);
  const before = encodeURIComponent(`${last.data.creationTime}|${last.id}`);
  // Every scenario but `reference` and `feed` busts the response cache: they measure the work.
  return {
    reference: { path: '/bench/reference', note: 'the same bytes as /api/Feed, from memory' },
    feed: { path: '/api/Feed', note: 'first page of my groups, as cached (no writes meanwhile)' },
    feedMixed: {
      path: '/api/Feed',
      mixed: { unscoped: false },
      note: `${readerCount} readers; ${writesPerSecond} writes/s in other groups`,
    },
    feedMixedOwn: {
      path: '/api/Feed',
      mixed: { own: true },
      note: `${readerCount} readers; ${writesPerSecond} writes/s in their own groups (posts, orders, answers)`,
    },
    feedMixedUnscoped: {
      path: '/api/Feed',
      mixed: { unscoped: true },
      note: `the same, the writes naming no scope`,
    },
    feedMiss: { path: '/api/Feed', bust: true, note: 'the same, computed every time' },
    feedNext: { path: `/api/Feed?before=${before}`, bust: true, note: 'second page by cursor' },
    feedSkip: { path: '/api/Feed?skip=50', bust: true, note: 'sixth page by offset' },
    groupFeed: { path: `/api/Group/${group.id}/Feed`, bust: true, note: 'one group' },
    userFeed: {
      path: `/api/User/${other.id}/Feed`,
      bust: true,
      note: 'a member I share a group with',
    },
    searchHit: {
      path: `/api/Feed?search=${encodeURIComponent('körtefa')}`,
      bust: true,
      note: 'common word',
    },
    searchRare: {
      path: '/api/Feed?search=zsalyaszorp',
      bust: true,
      note: 'rare word, accents folded',
    },
    searchMiss: { path: '/api/Feed?search=zeppelin', bust: true, note: 'a word in no post' },
    tags: { path: '/api/Feed?tags=system.news', bust: true, note: 'one tag' },
    ...(offers > 0 ? offerScenarios() : {}),
  };
}
