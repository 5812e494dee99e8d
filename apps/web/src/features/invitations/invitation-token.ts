import { invitationParam } from '@/shared/session/pending-invitation';

/** Tokens are URL-safe random strings of 16–200 characters (TokenParams); nothing else is. */
const tokenPattern = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * The token in what someone pasted: a whole invitation link (`…/?inv=TOKEN`, from any host,
 * since links are shared by hand) or the bare token; null when neither.
 */
export function invitationTokenFrom(pasted: string): string | null {
  const text = pasted.trim();
  if (tokenPattern.test(text)) return text;
  try {
    const token = new URL(text).searchParams.get(invitationParam)?.trim() ?? '';
    return tokenPattern.test(token) ? token : null;
  } catch {
    return null;
  }
}
