import { errorMessages, type GroupResponse } from '@kozos/contract';
import { describe, expect, it } from 'vitest';
import { actionBlockers } from './action-blockers';

/** A group of `members` people, the first being me; `admins` lists who is an admin by index. */
function group(members: number, admins: number[]): GroupResponse {
  const memberships = Array.from({ length: members }, (_, index) => ({
    id: `m${index}`,
    user: { id: `u${index}`, name: `User ${index}`, username: `user${index}` },
    isAdmin: admins.includes(index),
    joinedAt: '2026-11-01T10:00:00.000Z',
  }));
  return {
    id: 'g1',
    name: 'Kert',
    description: '',
    creationTime: '2026-11-01T10:00:00.000Z',
    memberships,
    myMembership: { id: 'm0', isAdmin: admins.includes(0) },
  };
}

describe('actionBlockers', () => {
  it('lets the last admin of a group of at most two delete it, not leave it', () => {
    expect(actionBlockers(group(2, [0]))).toEqual({
      delete: null,
      leave: errorMessages.lastAdminMustHandOver,
    });
  });

  it('refuses deleting a group of more than two, before asking about other admins', () => {
    expect(actionBlockers(group(3, [0, 1])).delete).toBe(errorMessages.groupTooLargeToDelete);
  });

  it('refuses deleting while another admin is there, and then lets me leave', () => {
    expect(actionBlockers(group(2, [0, 1]))).toEqual({
      delete: errorMessages.onlyLastAdminCanDelete,
      leave: null,
    });
  });

  it('blocks nothing for a member who is not an admin', () => {
    expect(actionBlockers(group(5, [1]))).toEqual({ delete: null, leave: null });
  });
});
