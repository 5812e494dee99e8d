import { rules, type Rule } from '@/lib/validation';

export const emailRules: Rule[] = [rules.required(), rules.email()];

/** The minimum comes from GET /api/AuthConfig, so the client agrees with the server. */
export function passwordRules(minLength: number): Rule[] {
  return [rules.required(), rules.minLength(minLength), rules.maxLength(128)];
}
