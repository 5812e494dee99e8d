import { describe, expect, it } from 'vitest';
import { offsetListQuery } from './list-query';

describe('offsetListQuery', () => {
  it('asks for the page with the filters, leaving an empty search out', () => {
    const page = { skip: 20, limit: 10 };
    expect(offsetListQuery({ search: '', sortBy: 'name', order: 'asc' }, page)).toEqual({
      skip: 20,
      limit: 10,
      search: undefined,
      sortBy: 'name',
      order: 'asc',
    });
    expect(offsetListQuery({ search: 'méz', sortBy: 'name', order: 'desc' }, page).search).toBe(
      'méz',
    );
  });
});
