// The mixed feed scenario (decision 043): readers spread over many groups read their feeds
// while other users write at a steady rate in groups none of the readers is in. With a scoped
// write clock the readers' cached answers survive those writes; with writes that name no
// scope (`unscoped`) every write empties every cache, as the single global clock did.

/** Readers, and writers whose groups no reader shares, among the seeded bench sessions. */
export async function readersAndWriters(url, tokens, readerCount) {
  const groupsOf = async (token) => {
    const response = await fetch(`${url}/api/Group?limit=20`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET /api/Group as ${token}: ${response.status}`);
    return (await response.json()).data.map((group) => ({
      id: group.id,
      isAdmin: group.myMembership.isAdmin,
    }));
  };
  const readers = tokens.slice(0, readerCount);
  const readGroups = new Set();
  for (const token of readers) for (const group of await groupsOf(token)) readGroups.add(group.id);
  const writers = [];
  for (const token of tokens.slice(readerCount)) {
    const groups = await groupsOf(token);
    const admin = groups.find((group) => group.isAdmin);
    if (admin && groups.every((group) => !readGroups.has(group.id)))
      writers.push({ token, groupId: admin.id });
  }
  if (writers.length === 0) throw new Error('no bench user shares no group with the readers');
  return { readers, writers, readGroups: readGroups.size };
}

/**
 * Writes `perSecond` times a second until stopped, taking the writers in turn. Scoped: a
 * profile change and a new post, alternately. Unscoped: a new link invitation (a write that
 * names no scope, so it counts as a write of everything).
 */
export function startWrites(url, writers, { perSecond, unscoped }) {
  return writeLoop(url, writers, perSecond, (writer, turn) =>
    unscoped
      ? ['POST', `/api/Invitation/${writer.groupId}/Link`, {}]
      : turn % 2 === 0
        ? ['PATCH', '/api/User', { name: `Író ${turn}` }]
        : ['POST', '/api/Post', { groupId: writer.groupId, title: `Hír ${turn}`, description: '' }],
  );
}

/*
 * The living circle (issue 28.2): the writers are members of the readers' own groups, and write
 * what such a circle writes — a post, an order that moves an offer's stock, an answer to an
 * event — in a group the readers read, so each write sends that group's readers down the
 * computed path.
 */

async function dataOf(url, token, path) {
  const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} as ${token}: ${response.status}`);
  return (await response.json()).data;
}

/** Writers sharing a group with the readers, each with what they can order and answer there. */
export async function readersAndOwnWriters(url, tokens, readerCount) {
  const readers = tokens.slice(0, readerCount);
  const readGroups = new Set();
  for (const token of readers)
    for (const group of await dataOf(url, token, '/api/Group?limit=20')) readGroups.add(group.id);
  const writers = [];
  const now = Date.now();
  // Each reader's fellow member (seeded as `bench-near-<n>`, bench/seed.mjs).
  for (const token of readers.map((reader) => reader.replace(/^bench-/, 'bench-near-'))) {
    const group = (await dataOf(url, token, '/api/Group?limit=20')).find((g) =>
      readGroups.has(g.id),
    );
    if (!group) continue;
    const me = await dataOf(url, token, '/api/User');
    const offers = (await dataOf(url, token, '/api/Offer?order=desc&limit=50')).filter(
      (offer) =>
        offer.group.id === group.id &&
        offer.dealer.id !== me.id &&
        Date.parse(offer.orderDeadline) > now + 60_000,
    );
    const events = (
      await dataOf(url, token, `/api/Event?groupId=${group.id}&sortBy=creationTime&order=desc`)
    ).filter((event) => Date.parse(event.applicationDeadline) > now + 60_000);
    writers.push({ token, groupId: group.id, offers, events });
  }
  if (writers.length === 0) throw new Error('no bench user shares a group with the readers');
  return { readers, writers, readGroups: readGroups.size };
}

/** `perSecond` writes a second in the readers' groups: a post, an order, an answer in turn. */
export function startOwnWrites(url, writers, { perSecond }) {
  return writeLoop(url, writers, perSecond, (writer, turn) => {
    const offer = writer.offers[turn % Math.max(1, writer.offers.length)];
    const event = writer.events[turn % Math.max(1, writer.events.length)];
    const kind = turn % 3;
    if (kind === 1 && offer) return ['POST', '/api/Order', { offerId: offer.id, amount: 1 }];
    if (kind === 2 && event)
      return ['POST', '/api/EventApplication', { eventId: event.id, apply: turn % 2 === 0 }];
    return [
      'POST',
      '/api/Post',
      { groupId: writer.groupId, title: `Hír ${turn}`, description: '' },
    ];
  });
}

/**
 * Sends `perSecond` writes a second until stopped, the writers in turn; `writeOf(writer, turn)`
 * gives each one's `[method, path, body]`. `stop()` answers how many were done and failed.
 */
function writeLoop(url, writers, perSecond, writeOf) {
  const counts = { done: 0, failed: 0 };
  let turn = 0;
  const writeOnce = async () => {
    turn += 1;
    const writer = writers[turn % writers.length];
    const [method, path, body] = writeOf(writer, turn);
    try {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      counts[response.ok ? 'done' : 'failed'] += 1;
    } catch {
      counts.failed += 1;
    }
  };
  const timer = setInterval(() => void writeOnce(), 1000 / perSecond);
  return {
    stop() {
      clearInterval(timer);
      return counts;
    },
  };
}
