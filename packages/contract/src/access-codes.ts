import { z } from 'zod';
import { text } from './text';
import { UserSummary } from './groups';

/*
 * "New member" and "Enter group" (spec §2 help texts): a group admin makes a short code to read
 * out at a meeting or write on a notice; anyone signed in enters it at /groups/join (decision 113).
 */

/** Letters and digits nobody confuses when reading or typing: no 0/O, 1/I/L, U/V. */
export const accessCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const accessCodeLength = 8;
export const defaultAccessCodeUses = 10;
export const maxAccessCodeUses = 100;

/** Message keys of the access-code refusals (translated as `message.<key>`). */
export const accessCodeMessages = {
  invalid: 'invalid_access_code',
  expired: 'access_code_expired',
  usedUp: 'access_code_used_up',
  tooManyAttempts: 'too_many_code_attempts',
} as const;

/**
 * What a person typed, as the code is stored: upper case, without the spaces and dashes one
 * writes to read it out ("abcd-efgh" → "ABCDEFGH").
 */
export function normalizeAccessCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** Shown as two groups of four: "ABCD-EFGH". */
export function formatAccessCode(code: string): string {
  return code.length === accessCodeLength ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** `POST /api/AccessCode/{groupId}` (group admins): how many people may join with it. */
export const CreateAccessCodeBody = z.object({
  uses: z.number().int().min(1).max(maxAccessCodeUses).default(defaultAccessCodeUses),
});
export type CreateAccessCodeBody = z.infer<typeof CreateAccessCodeBody>;

/** The new code; the only time it is shown, as only its keyed hash is stored. */
export const CreatedAccessCode = z.object({
  id: text(),
  code: text(),
  expiresAt: z.iso.datetime(),
  maxUses: z.number().int(),
});
export type CreatedAccessCode = z.infer<typeof CreatedAccessCode>;

/** A live code of a group as its admins see it (never the code itself). */
export const GroupAccessCode = z.object({
  id: text(),
  createdBy: UserSummary,
  creationTime: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  uses: z.number().int(),
  maxUses: z.number().int(),
});
export type GroupAccessCode = z.infer<typeof GroupAccessCode>;

/** `POST /api/AccessCode/Join`: spaces, dashes and case do not matter. */
export const JoinByAccessCodeBody = z.object({
  code: text()
    .trim()
    .max(40)
    .transform(normalizeAccessCode)
    .pipe(
      text().regex(
        new RegExp(`^[${accessCodeAlphabet}]{${accessCodeLength}}$`),
        'invalid_access_code_format',
      ),
    ),
});
export type JoinByAccessCodeBody = z.infer<typeof JoinByAccessCodeBody>;

export const GroupAccessCodeParams = z.object({ groupId: z.uuid(), id: z.uuid() });
