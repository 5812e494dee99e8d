import type { UserSummary } from './groups';

/** The fields that name a person; every user shape the API answers carries them. */
export type NamedPerson = Pick<UserSummary, 'name' | 'username'>;

/**
 * The name an anonymized account keeps next to its old posts (decision 013); it has no
 * username. Clients show their own word for it in the reader's language.
 */
export const deletedUserName = 'Deleted user';

export const isDeletedUser = (user: NamedPerson): boolean =>
  user.name === deletedUserName && user.username === null;

/**
 * How a person is named everywhere (cards, member lists, invitations, mails, notification
 * variables): their name, else `@username`, else `deletedLabel`. An anonymized account, and one
 * that is gone altogether, is `deletedLabel` too. The label is the caller's because it depends on
 * the reader's language: the web passes its translation, the server the stored English word.
 */
export function personName(person: NamedPerson | null | undefined, deletedLabel: string): string {
  if (!person || isDeletedUser(person)) return deletedLabel;
  if (person.name) return person.name;
  return person.username ? `@${person.username}` : deletedLabel;
}
