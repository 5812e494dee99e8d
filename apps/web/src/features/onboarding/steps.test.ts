import { describe, expect, it } from 'vitest';
import { onboardingPaths, pathAfterInvitations, pathAfterRole, stepOf } from './steps';

describe('onboarding steps', () => {
  it('sends each role to its next screen', () => {
    expect(pathAfterRole('consumer')).toBe('/start/role/consumer');
    expect(pathAfterRole('unsure')).toBe('/start/role/consumer');
    expect(pathAfterRole('distributor')).toBe('/start/role/distributor');
    expect(pathAfterRole('producer')).toBe('/start/role/producer');
  });

  it('skips the invitation steps when nothing is pending', () => {
    expect(pathAfterInvitations('consumer', 0)).toBe(onboardingPaths.success);
    expect(pathAfterInvitations('distributor', 0)).toBe('/start/role/distributor/2');
  });

  it('stays on the invitation steps while invitations are pending', () => {
    expect(pathAfterInvitations('consumer', 2)).toBeNull();
    expect(pathAfterInvitations('distributor', 1)).toBeNull();
  });

  it('numbers the steps for the indicator', () => {
    expect(stepOf('/start')).toEqual({ step: 1, total: 5 });
    expect(stepOf('/start/')).toEqual({ step: 1, total: 5 });
    expect(stepOf('/start/username')).toEqual({ step: 2, total: 5 });
    expect(stepOf('/start/role')).toEqual({ step: 3, total: 5 });
    expect(stepOf('/start/role/consumer')).toEqual({ step: 4, total: 5 });
    expect(stepOf('/start/role/producer')).toEqual({ step: 4, total: 5 });
    expect(stepOf('/start/success', 'consumer')).toEqual({ step: 5, total: 5 });
  });

  it('gives the distributor’s invitations and currency steps their own numbers', () => {
    expect(stepOf('/start/role/distributor')).toEqual({ step: 4, total: 6 });
    expect(stepOf('/start/role/distributor/2')).toEqual({ step: 5, total: 6 });
    expect(stepOf('/start/success', 'distributor')).toEqual({ step: 6, total: 6 });
    expect(stepOf('/start/role', 'distributor')).toEqual({ step: 3, total: 6 });
  });
});
