import { emailMaxLength, passwordMaxLength } from '@kozos/contract';
import { rules, type Rule } from '@/lib/validation';

/*
 * The sign-in forms' rules are plain checks against the contract's limits, not its zod schemas,
 * so the login screen does not download the schema library (decision 058); the server still
 * parses every body with the contract.
 */
export const emailRules: Rule[] = [
  rules.required(),
  rules.email(),
  rules.maxLength(emailMaxLength),
];

/** The minimum comes from GET /api/AuthConfig, so the client agrees with the server. */
export function passwordRules(minLength: number): Rule[] {
  return [rules.required(), rules.minLength(minLength), rules.maxLength(passwordMaxLength)];
}
