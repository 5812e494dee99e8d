// Deterministic data generator:
// `npm run bench:seed -- --posts 200000 [--offers N] [--users N] [--reset]`.
// Loads users, groups, memberships, posts, offers (each of its own product), events with answers
// and bench sessions in
// bulk (INSERT ... SELECT over
// generate_series, computed in the database) into DATABASE_URL, or into the PGlite of DATA_DIR
// (holding the data-dir lock, so never beside a running server). Every value is a pure function
// of the row number, so two runs at the same scale produce the same rows, ids and times.
//
// Shape: every user is in GROUPS_PER_USER groups of about MEMBERS_PER_GROUP members, so the
// viewer's feed covers the same number of groups at every scale; posts are spread evenly over
// the groups, each written by a member; offers likewise, each made by a member of its group
// of a product of theirs, created between the posts. Sessions `bench-0` .. `bench-{n-1}` let a load
// generator call the API as users 0..n-1 (`Authorization: Bearer bench-0`); `bench-near-<u>` as
// a fellow member of user u's groups.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { acquireDataDirLock } from '../apps/server/src/db/data-dir-lock.ts';
import { BENCH_SESSIONS } from './lib.mjs';

export const GROUPS_PER_USER = 3;
export const MEMBERS_PER_GROUP = 25;
/** Words of titles and descriptions: Hungarian with accents, and English. */
const WORDS = [
  'körtefa',
  'alma',
  'szüret',
  'kenyér',
  'pogácsa',
  'őszi',
  'tojás',
  'méz',
  'kert',
  'piac',
  'szomszéd',
  'létra',
  'fűnyíró',
  'könyv',
  'cipő',
  'kabát',
  'zöldség',
  'gyümölcs',
  'tűzifa',
  'sajt',
  'bread',
  'honey',
  'garden',
  'market',
  'ladder',
  'bicycle',
  'apples',
  'winter',
  'tea',
  'lecsó',
  'paradicsom',
  'befőtt',
  'szerszám',
  'ülőgarnitúra',
  'babysitter',
  'repair',
];
/** One post in RARE_EVERY carries this word: a search that matches few rows. */
export const RARE_WORD = 'zsályaszörp';
const RARE_EVERY = 10_000;
const POST_TAGS = ['system.news', 'system.expert', 'system.public', 'system.lookingfor', 'kert'];
/** The newest post's time; older ones are 30 s apart. Fixed, so runs are comparable. */
const NEWEST = '2026-11-01T12:00:00Z';
const BATCH = 50_000;

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '200000' },
    offers: { type: 'string', default: '0' },
    events: { type: 'string' },
    users: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const postCount = Number(values.posts);
const offerCount = Number(values.offers);
/** One event per 20 posts unless told: the feed's third source (issue 28). */
const eventCount = Number(values.events ?? Math.round(postCount / 20));
const userCount = Number(values.users ?? Math.max(100, Math.round(postCount / 10)));
const groupCount = Math.ceil((userCount * GROUPS_PER_USER) / MEMBERS_PER_GROUP);
if (
  !Number.isInteger(postCount) ||
  !Number.isInteger(offerCount) ||
  !Number.isInteger(userCount) ||
  groupCount < GROUPS_PER_USER
)
  throw new Error('--posts, --offers and --users must be integers, with at least 9 users');
// Users are spread over groups by a multiplier coprime to the group count.
const spread = groupCount % 7919 === 0 ? 7907 : 7919;
const stride = Math.floor(groupCount / GROUPS_PER_USER);

/**
 * A deterministic uuid for row expression `n` (SQL text) of a kind: an md5 with the version (4)
 * and variant (8) digits set, so strict uuid validation accepts it.
 */
const uuidOf = (kind, n) =>
  sql.raw(
    `overlay(overlay(md5('${kind}-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`,
  );
/** The k-th group of user u (SQL text), distinct for k = 0..GROUPS_PER_USER-1. */
const groupOf = (u, k) => `(((${u}) * ${spread} + (${k}) * ${stride}) % ${groupCount})`;
const wordAt = (expr) =>
  sql.raw(`(array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + (${expr}) % ${WORDS.length}]`);

async function isEmpty(db) {
  const { rows } = await db.execute(
    sql`select count(*)::int as n from information_schema.tables where table_name = 'users'`,
  );
  if (rows[0].n === 0) return true;
  const users = await db.execute(sql`select exists (select 1 from users) as used`);
  return !users.rows[0].used;
}

async function reset(db) {
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`create schema public`);
}

async function timed(label, run) {
  const start = performance.now();
  await run();
  console.log(`${label.padEnd(34)} ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

async function seed(db) {
  await timed(`users (${userCount})`, () =>
    db.execute(sql`
      insert into users (id, name, email, email_verified, username, created_at, updated_at)
      select ${uuidOf('user', 'u')}, 'Tag ' || u, 'user' || u || '@bench.kozos.test',
             true, 'user' || u, timestamptz '2025-01-01', timestamptz '2025-01-01'
      from generate_series(0, ${sql.raw(String(userCount - 1))}) as u`),
  );
  await timed(`groups (${groupCount})`, () =>
    db.execute(sql`
      insert into groups (id, name, description, created_at, updated_at)
      select ${uuidOf('group', 'g')}, 'Kör ' || g, 'Szomszédsági kör ' || g,
             timestamptz '2025-01-01', timestamptz '2025-01-01'
      from generate_series(0, ${sql.raw(String(groupCount - 1))}) as g`),
  );
  await timed(`memberships (${userCount * GROUPS_PER_USER})`, () =>
    db.execute(sql`
      insert into memberships (id, group_id, user_id, is_admin, created_at)
      select ${uuidOf('membership', `u || '-' || k`)},
             ${uuidOf('group', groupOf('u', 'k'))}, ${uuidOf('user', 'u')},
             k = 0, timestamptz '2025-01-01'
      from generate_series(0, ${sql.raw(String(userCount - 1))}) as u, generate_series(0, ${sql.raw(String(GROUPS_PER_USER - 1))}) as k`),
  );
  await timed(`posts (${postCount})`, async () => {
    for (let from = 0; from < postCount; from += BATCH) {
      const to = Math.min(postCount, from + BATCH) - 1;
      // Post i is written by user (i*31) mod U in that user's (i mod K)-th group.
      await db.execute(sql`
        insert into posts (id, group_id, author_id, title, description, tags, link, created_at)
        select ${uuidOf('post', 'i')},
               ${uuidOf('group', groupOf(`(i::bigint * 31) % ${userCount}`, `i % ${GROUPS_PER_USER}`))},
               ${uuidOf('user', `(i::bigint * 31) % ${userCount}`)},
               initcap(${wordAt('i * 7')}) || ' ' || ${wordAt('i * 13 + 5')},
               ${wordAt('i * 17 + 3')} || ' ' || ${wordAt('i * 19 + 11')} || ' ' || ${wordAt('i * 23 + 2')}
                 || case when i % ${sql.raw(String(RARE_EVERY))} = 0 then ' ${sql.raw(RARE_WORD)}' else '' end,
               (array[${sql.raw(POST_TAGS.map((t) => `'${t}'`).join(','))}])[1 + i % ${sql.raw(String(POST_TAGS.length))}],
               case when i % 4 = 0 then 'https://example.org/' || i end,
               timestamptz '${sql.raw(NEWEST)}' - (${sql.raw(String(postCount - 1))} - i) * interval '30 seconds'
        from generate_series(${sql.raw(String(from))}, ${sql.raw(String(to))}) as i`);
    }
  });
  if (offerCount > 0) await seedOffers(db);
  if (eventCount > 0) await seedEvents(db);
  await timed(`sessions (${BENCH_SESSIONS})`, () =>
    db.execute(sql`
      insert into sessions (token, user_id, expires_at)
      select 'bench-' || u, ${uuidOf('user', 'u')}, timestamptz '2100-01-01'
      from generate_series(0, ${sql.raw(String(BENCH_SESSIONS - 1))}) as u`),
  );
  // `bench-near-<u>`: a fellow member of user u's groups, for writes in a reader's own groups.
  await timed(`near sessions (${BENCH_SESSIONS})`, () =>
    db.execute(sql`
      insert into sessions (token, user_id, expires_at)
      select 'bench-near-' || u, (
        select other.user_id from memberships mine
        join memberships other on other.group_id = mine.group_id and other.user_id <> mine.user_id
        where mine.user_id = ${uuidOf('user', 'u')} order by other.user_id limit 1),
        timestamptz '2100-01-01'
      from generate_series(0, ${sql.raw(String(BENCH_SESSIONS - 1))}) as u`),
  );
  await timed('analyze', () => db.execute(sql`analyze`));
}

/** What offers are of: Hungarian goods, priced per order unit. */
const GOODS = [
  ['Akácméz', 50, 'dkg', 1200, 'system.food;méz'],
  ['Tönkölyliszt', 1, 'kg', 890, 'system.food'],
  ['Tojás', 10, 'pcs', 1100, 'system.food'],
  ['Körtelekvár', 1, 'bottle', 1500, 'system.food;befőtt'],
  ['Paradicsompalánta', 1, 'pcs', 0, 'system.lifestyle;kert'],
  ['Kapa', 1, 'pcs', 6500, 'system.tool'],
  ['Szappan', 1, 'pcs', 900, 'system.household'],
  ['Gyapjúsapka', 1, 'pcs', 4800, 'system.clothing'],
];
const goodsList = (column) =>
  GOODS.map((good) => (typeof good[column] === 'number' ? good[column] : `'${good[column]}'`)).join(
    ',',
  );
/** Column `column` of the good for row expression `expr` (SQL text). */
const goodAt = (column, expr) =>
  sql.raw(`(array[${goodsList(column)}])[1 + (${expr}) % ${GOODS.length}]`);

/**
 * Offer i is made by user (i*37) mod U in that user's (i mod K)-th group, of its own product,
 * created 30 s apart between the posts (15 s after post i's time); order deadline 30 days and
 * delivery 32 days after creation; a fifth of each offer is ordered.
 */
async function seedOffers(db) {
  const dealer = `(i::bigint * 37) % ${userCount}`;
  const created = `timestamptz '${NEWEST}' - (${offerCount - 1} - i) * interval '30 seconds' + interval '15 seconds'`;
  for (let from = 0; from < offerCount; from += BATCH) {
    const to = Math.min(offerCount, from + BATCH) - 1;
    const range = sql.raw(`generate_series(${from}, ${to}) as i`);
    await timed(`products ${from}..${to}`, () =>
      db.execute(sql`
        insert into products (id, owner_id, name, tags, description, unit, measure, price, created_at, updated_at)
        select ${uuidOf('product', 'i')}, ${uuidOf('user', dealer)}, ${goodAt(0, 'i')} || ' ' || i,
               ${goodAt(4, 'i')}, ${wordAt('i * 11 + 1')} || ' ' || ${wordAt('i * 29 + 7')},
               ${goodAt(1, 'i')}, ${goodAt(2, 'i')}, ${goodAt(3, 'i')},
               ${sql.raw(created)}, ${sql.raw(created)}
        from ${range}`),
    );
    await timed(`offers ${from}..${to}`, () =>
      db.execute(sql`
        insert into offers (id, group_id, dealer_id, product_id, product_name, product_tags,
                            product_description, price, unit, measure, order_deadline, purchase_time,
                            delivery, total_amount, ordered_amount, created_at, updated_at)
        select ${uuidOf('offer', 'i')}, ${uuidOf('group', groupOf(dealer, `i % ${GROUPS_PER_USER}`))},
               ${uuidOf('user', dealer)}, ${uuidOf('product', 'i')}, ${goodAt(0, 'i')} || ' ' || i,
               ${goodAt(4, 'i')}, ${wordAt('i * 11 + 1')} || ' ' || ${wordAt('i * 29 + 7')},
               ${goodAt(3, 'i')}, ${goodAt(1, 'i')}, ${goodAt(2, 'i')},
               ${sql.raw(created)} + interval '30 days', ${sql.raw(created)} + interval '31 days',
               ${sql.raw(created)} + interval '32 days', 20 + i % 30, (20 + i % 30) / 5,
               ${sql.raw(created)}, ${sql.raw(created)}
        from ${range}`),
    );
  }
}

/**
 * Event i is organised by user (i*41) mod U in that user's (i mod K)-th group, created 600 s
 * apart among the posts (7 s after post 20i's time), held 60 days later with answers open until
 * the day before (so a bench can still answer); four members of its group answered, one of
 * them no.
 */
async function seedEvents(db) {
  const author = `(i::bigint * 41) % ${userCount}`;
  const created = `timestamptz '${NEWEST}' - (${eventCount - 1} - i) * interval '600 seconds' + interval '7 seconds'`;
  await timed(`events (${eventCount})`, () =>
    db.execute(sql`
      insert into events (id, group_id, author_id, name, description, location, time,
                          application_deadline, tags, created_at)
      select ${uuidOf('event', 'i')}, ${uuidOf('group', groupOf(author, `i % ${GROUPS_PER_USER}`))},
             ${uuidOf('user', author)}, initcap(${wordAt('i * 5 + 2')}) || ' ' || ${wordAt('i * 3 + 1')},
             ${wordAt('i * 13 + 4')} || ' ' || ${wordAt('i * 7 + 9')}, 'Közösségi ház',
             ${sql.raw(created)} + interval '60 days', ${sql.raw(created)} + interval '59 days',
             'system.event', ${sql.raw(created)}
      from generate_series(0, ${sql.raw(String(eventCount - 1))}) as i`),
  );
  await timed('event answers', () =>
    db.execute(sql`
      insert into event_applications (event_id, user_id, apply, updated_at)
      select e.id, m.user_id, m.n <> 4, e.created_at + m.n * interval '1 minute'
      from events e cross join lateral (
        select user_id, row_number() over (order by user_id) as n from memberships
        where group_id = e.group_id order by user_id limit 4) m`),
  );
}

const config = loadConfig();
const lock = config.databaseUrl
  ? undefined
  : await acquireDataDirLock(config.dataDir, { purpose: 'bench seed' });
const database = await openDatabase(config);
try {
  console.log(
    `seeding ${database.kind === 'postgres' ? 'DATABASE_URL' : config.dataDir}: ${postCount} posts, ` +
      `${offerCount} offers, ${eventCount} events, ${userCount} users, ${groupCount} groups of ~${MEMBERS_PER_GROUP}, ` +
      `${GROUPS_PER_USER} groups per user`,
  );
  if (values.reset) await reset(database.db);
  await database.migrate();
  if (!(await isEmpty(database.db)))
    throw new Error('the database already has users: seed an empty one, or pass --reset');
  await seed(database.db);
} finally {
  await database.close();
  await lock?.release();
}
