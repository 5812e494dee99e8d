import { describe, expect, it } from 'vitest';
import { deletedUserName, personName } from './people';

describe('personName', () => {
  it('is the name when there is one', () => {
    expect(personName({ name: 'Kovács Anna', username: 'anna' }, 'gone')).toBe('Kovács Anna');
  });

  it('is @username for someone who has not set a name', () => {
    expect(personName({ name: '', username: 'anna' }, 'gone')).toBe('@anna');
  });

  it("is the caller's label for an anonymized account, a missing one or an unnamed one", () => {
    expect(personName({ name: deletedUserName, username: null }, 'Törölt')).toBe('Törölt');
    expect(personName(undefined, 'Törölt')).toBe('Törölt');
    expect(personName({ name: '', username: null }, 'Törölt')).toBe('Törölt');
  });

  it('keeps a real person who happens to be called "Deleted user"', () => {
    expect(personName({ name: deletedUserName, username: 'du' }, 'gone')).toBe(deletedUserName);
  });
});
