import { Email, Password } from '@kozos/contract';
import { ruleOf } from '@/lib/schema-rules';
import { rules, type Rule } from '@/lib/validation';

export const emailRules: Rule[] = [ruleOf(Email)];

/** The minimum comes from GET /api/AuthConfig, so the client agrees with the server. */
export function passwordRules(minLength: number): Rule[] {
  return [ruleOf(Password), rules.minLength(minLength)];
}
