import { describe, expect, it } from 'vitest';
import { ListQuery, listQueryWithSort } from './api';

describe('ListQuery', () => {
  it('defaults limit to 10 and skip to 0', () => {
    expect(ListQuery.parse({})).toEqual({ limit: 10, skip: 0 });
  });

  it('coerces query-string numbers', () => {
    expect(ListQuery.parse({ limit: '20', skip: '40' })).toMatchObject({ limit: 20, skip: 40 });
  });

  it('refuses a negative skip and a limit above 100', () => {
    expect(ListQuery.safeParse({ skip: '-1' }).success).toBe(false);
    expect(ListQuery.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('narrows sortBy to the fields a list allows', () => {
    const GroupListQuery = listQueryWithSort(['creationTime', 'name']);
    expect(GroupListQuery.safeParse({ sortBy: 'name' }).success).toBe(true);
    expect(GroupListQuery.safeParse({ sortBy: 'password' }).success).toBe(false);
  });
});
