import { describe, expect, it } from 'vitest';
import { invitationParam } from '@/shared/session/pending-invitation';
import { invitationTokenFrom } from './invitation-token';

const token = 'Abc_def-0123456789';

describe('invitationTokenFrom', () => {
  it('takes a bare token or the token of a whole link from any host, trimmed', () => {
    expect(invitationTokenFrom(`  ${token}\n`)).toBe(token);
    expect(invitationTokenFrom(`https://elsewhere.example/?${invitationParam}=${token}`)).toBe(
      token,
    );
  });

  it('takes nothing else: short tokens, other characters, links without the token', () => {
    expect(invitationTokenFrom('short')).toBeNull();
    expect(invitationTokenFrom(`${token}!`)).toBeNull();
    expect(invitationTokenFrom(`https://kozos.example/?${invitationParam}=short`)).toBeNull();
    expect(invitationTokenFrom('https://kozos.example/')).toBeNull();
    expect(invitationTokenFrom('not a link')).toBeNull();
  });
});
