import { describe, expect, it } from 'vitest';
import {
  currentChange,
  decodeAnnouncement,
  encodeAnnouncement,
  groupScope,
  textsScope,
  userScope,
  writesTo,
  type Changed,
} from './write-scope';
import { classifyStatement } from './write-watch';

/* The pieces of the scoped write clock that need no database (decision 043). */

describe('what a statement does', () => {
  it.each([
    ['select * from posts where updated_at > $1', 'read'],
    ['  (select 1) union (select 2)', 'read'],
    ['select id from groups where id = $1 for update', 'read'],
    ['with recent as (select * from posts) select * from recent', 'read'],
    ['savepoint sp1', 'read'],
    ['release savepoint sp1', 'read'],
    ['rollback to savepoint sp1', 'read'],
    ['begin', 'begin'],
    ['BEGIN ISOLATION LEVEL SERIALIZABLE', 'begin'],
    ['commit', 'commit'],
    ['rollback', 'rollback'],
    ['insert into posts (title) values ($1)', 'write'],
    ['/* a comment */ update users set name = $1', 'write'],
    ['-- first\ndelete from sessions', 'write'],
    ['with claim as (insert into app_meta values ($1)) update users set is_admin = true', 'write'],
    ['create table t (id int)', 'write'],
    ['truncate posts', 'write'],
    ['select 1; delete from posts', 'write'],
    ['something new', 'write'],
  ])('%s: %s', (text, kind) => {
    expect(classifyStatement(text)).toBe(kind);
  });
});

describe('scopes named by a write', () => {
  it('is everything unless named, and the union of nested names', async () => {
    expect(currentChange()).toBe('everything');
    expect(await writesTo([], () => Promise.resolve(currentChange()))).toBe('everything');
    const nested = await writesTo([groupScope('g')], () =>
      writesTo([userScope('u')], () => Promise.resolve(currentChange())),
    );
    expect(nested).toEqual(['group:g', 'user:u']);
  });

  it('holds for a lazy thenable that runs only when awaited', async () => {
    // Like a Drizzle query: nothing happens until someone calls `then`.
    const lazy: PromiseLike<Changed> = {
      then: (onFulfilled, onRejected) =>
        Promise.resolve(currentChange()).then(onFulfilled, onRejected),
    };
    expect(await writesTo([groupScope('g')], () => lazy)).toEqual(['group:g']);
  });

  it('travels between instances, and a list too long for NOTIFY travels as everything', () => {
    // `texts`: the translation editor's published texts (decision 138).
    const scopes = [groupScope('a'), userScope('b'), textsScope];
    expect(decodeAnnouncement(encodeAnnouncement('me', scopes))).toEqual({
      origin: 'me',
      changed: scopes,
    });
    expect(decodeAnnouncement(encodeAnnouncement('me', 'everything')).changed).toBe('everything');
    const many = Array.from({ length: 400 }, (_, i) => groupScope(`${i}`.padStart(36, '0')));
    const payload = encodeAnnouncement('me', many);
    expect(payload.length).toBeLessThan(8000);
    expect(decodeAnnouncement(payload).changed).toBe('everything');
    expect(decodeAnnouncement('me garbage').changed).toBe('everything');
  });
});
