import { z } from 'zod';
import { emailMaxLength, passwordMaxLength } from './constants';
import { oneLine, text } from './text';
import { DateFormatSetting, Language, PrimeRole } from './enums';
import { TagList } from './tags';
import { PhotoRef } from './photos';

/**
 * Usernames: 3–30 characters of letters, digits, dot, underscore and hyphen; unique regardless
 * of case. Shown as @username.
 */
export const Username = oneLine()
  .trim()
  .min(3)
  .max(30)
  .regex(/^[\p{L}\p{N}._-]+$/u, 'invalid_username');

export const PersonName = oneLine().trim().min(1).max(100);
export const Email = text().trim().toLowerCase().max(emailMaxLength).pipe(z.email());
/** Minimum length is configurable on the server (PASSWORD_MIN_LENGTH, default 6). */
export const Password = text().min(1).max(passwordMaxLength);
export const Phone = oneLine()
  .trim()
  .max(30)
  .regex(/^[0-9+()\s./-]*$/, 'invalid_phone');
export const Company = oneLine().trim().max(100);
/** Currency code or label, e.g. HUF or ft (spec: role/distributor/2 asks for it). */
export const Currency = oneLine().trim().max(10);

/** The signed-in user's own record (spec §3 User). */
export const MeResponse = z.object({
  id: text(),
  name: text(),
  username: text().nullable(),
  email: text(),
  phone: text(),
  company: text(),
  language: Language,
  dateFormat: DateFormatSetting,
  currency: text(),
  isOfferReportEnabled: z.boolean(),
  isNotificationEnabled: z.boolean(),
  tags: text(),
  primeRole: PrimeRole.nullable(),
  isAdmin: z.boolean(),
  creationTime: z.iso.datetime(),
  /** The profile picture, or null for initials (issue 25). */
  avatar: PhotoRef.nullable().optional(),
});
export type MeResponse = z.infer<typeof MeResponse>;

/**
 * Another user's profile. Contact fields (email, phone, company) are null unless the viewer
 * is the user, shares a group with them, or is a site admin.
 */
export const UserProfileResponse = z.object({
  id: text(),
  name: text(),
  username: text().nullable(),
  email: text().nullable(),
  phone: text().nullable(),
  company: text().nullable(),
  isAdmin: z.boolean(),
  creationTime: z.iso.datetime(),
  /** The profile picture, or null for initials (issue 25). */
  avatar: PhotoRef.nullable().optional(),
});
export type UserProfileResponse = z.infer<typeof UserProfileResponse>;

/** `PATCH /api/User`: any subset; onboarding sends username and name. */
export const PatchUserBody = z
  .object({
    name: PersonName,
    username: Username,
    language: Language,
    dateFormat: DateFormatSetting,
    currency: Currency,
    company: Company,
    phone: Phone,
    isOfferReportEnabled: z.boolean(),
    isNotificationEnabled: z.boolean(),
    primeRole: PrimeRole,
    tags: TagList,
    /** An upload of mine as the profile picture; null removes it (issue 25). */
    avatarPhotoId: z.uuid().nullable(),
  })
  .partial();
export type PatchUserBody = z.infer<typeof PatchUserBody>;

/** `POST /api/CreateUser`: account creation from an e-mail invitation's activation link. */
export const CreateUserBody = z.object({
  name: PersonName,
  username: Username,
  password: Password,
  token: text().min(1).max(200),
  /** The language /activate was shown in: the account's language from the start (issue 23.5). */
  language: Language.optional(),
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;

export const CreateUserCheckResponse = z.object({ email: text() });
export type CreateUserCheckResponse = z.infer<typeof CreateUserCheckResponse>;

/**
 * `POST /api/auth/sign-up/email` (Better Auth), as the server passes it on: the same limits as
 * `PATCH /api/User`, and only these fields — others (`image`, …) are dropped (decision 050). The
 * name is asked at onboarding, so the register screen sends ''.
 */
export const SignUpBody = z.object({
  name: oneLine().trim().max(100),
  email: Email,
  password: Password,
  language: Language.optional(),
  /** Where the verification link lands: a path of this site (Better Auth checks the origin). */
  callbackURL: text().max(2000).optional(),
  rememberMe: z.boolean().optional(),
});
export type SignUpBody = z.infer<typeof SignUpBody>;

/** `POST /api/passwordReset`: always answers the same, whether or not the address exists. */
export const PasswordResetBody = z.object({ email: Email, lng: Language.default('en') });
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;

/** `POST /api/User/Delete`. */
export const DeleteUserBody = z.object({
  password: Password,
  reason: text().trim().max(1000).optional(),
});
export type DeleteUserBody = z.infer<typeof DeleteUserBody>;

/** Public facts about this instance the login screen needs. */
export const AuthConfigResponse = z.object({
  googleEnabled: z.boolean(),
  passwordMinLength: z.number().int(),
});
export type AuthConfigResponse = z.infer<typeof AuthConfigResponse>;

/** `POST /api/CreateUser` answer: the new account, already signed in. */
export const CreateUserResponse = z.object({ token: text(), user: MeResponse });
export type CreateUserResponse = z.infer<typeof CreateUserResponse>;

/** `POST /api/Session/Token`: the bearer token for the session cookie of a Google sign-in. */
export const SessionTokenResponse = z.object({ token: text() });
export type SessionTokenResponse = z.infer<typeof SessionTokenResponse>;
