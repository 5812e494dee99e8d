/**
 * Validation messages the server puts in `errors`, in the forms the client's mapping reads
 * (spec §5): "<field> is required" → "this field is required", "must be a string with a maximum
 * length of N" → the too-long message with limit N; other texts are message keys translated as
 * `message.<key>` when a translation exists.
 */
export const validationMessages = {
  required: (field: string) => `${field} is required`,
  maxLength: (max: number) => `must be a string with a maximum length of ${max}`,
  minLength: (min: number) => `min_length_${min}`,
  greaterThanZero: 'value_must_be_greater_than_zero',
  notNegative: 'cant_be_negative',
  invalidEmail: 'invalid_email',
  invalid: 'invalid_value',
} as const;

/** Keys of the `message` field the server answers with (translated as `message.<key>`). */
export const errorMessages = {
  validation: 'validation_error',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  unexpected: 'unexpected_error',
  teapot: 'teapot',
  tooManyRequests: 'too_many_requests',
  // Identity (spec §8)
  emailRegistered: 'email_registered',
  incorrectUsernamePassword: 'incorrect_username_password',
  emailNotVerified: 'email_not_verified',
  usernameTaken: 'username_taken',
  invalidToken: 'invalid_token',
  incorrectPassword: 'incorrect_password',
  passwordTooShort: 'password_too_short',
  lastAdminMustHandOver: 'last_admin_must_hand_over',
  // Groups and invitations (spec §5 rejected cases)
  alreadyMember: 'already_member',
  alreadyInvited: 'already_invited',
  notYetJoined: 'not_yet_joined',
  groupTooLargeToDelete: 'group_too_large_to_delete',
  onlyLastAdminCanDelete: 'only_last_admin_can_delete',
  cannotKickAdmin: 'cannot_kick_admin',
  invitationExpired: 'invitation_expired',
  // A kicked member joins again only through a new e-mail invitation (decision 014).
  removedFromGroup: 'removed_from_group',
  tooManyInvitations: 'too_many_invitations',
} as const;
