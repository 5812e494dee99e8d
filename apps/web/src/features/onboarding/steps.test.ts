import { describe, expect, it } from 'vitest';
import { onboardingPaths, pathAfterInvitations, pathAfterRole, stepOf, totalSteps } from './steps';

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
    expect(stepOf('/start')).toBe(1);
    expect(stepOf('/start/')).toBe(1);
    expect(stepOf('/start/username')).toBe(2);
    expect(stepOf('/start/role')).toBe(3);
    expect(stepOf('/start/role/distributor/2')).toBe(4);
    expect(stepOf('/start/role/producer')).toBe(4);
    expect(stepOf('/start/success')).toBe(totalSteps);
  });
});
