import { describe, expect, it } from 'vitest';
import { pathAfterRole, stepOf } from './steps';

describe('onboarding steps', () => {
  it('sends each role to its next screen', () => {
    expect(pathAfterRole('consumer')).toBe('/start/role/consumer');
    expect(pathAfterRole('unsure')).toBe('/start/role/consumer');
    expect(pathAfterRole('distributor')).toBe('/start/role/distributor');
    expect(pathAfterRole('producer')).toBe('/start/role/producer');
  });

  it('numbers the steps for the indicator', () => {
    expect(stepOf('/start')).toEqual({ step: 1, total: 5 });
    expect(stepOf('/start/')).toEqual({ step: 1, total: 5 });
    expect(stepOf('/start/username')).toEqual({ step: 2, total: 5 });
    expect(stepOf('/start/role')).toEqual({ step: 3, total: 5 });
    expect(stepOf('/start/role/consumer')).toEqual({ step: 4, total: 5 });
    expect(stepOf('/start/role/producer')).toEqual({ step: 4, total: 5 });
    expect(stepOf('/start/success')).toEqual({ step: 5, total: 5 });
  });

  // Issue 23.6: "3 of 5" was followed by "5 of 6" for a distributor.
  it('counts five steps on every path, the role’s own step always fourth', () => {
    expect(stepOf('/start/role/distributor')).toEqual({ step: 4, total: 5 });
    for (const path of ['/start/role', '/start/role/distributor', '/start/success']) {
      expect(stepOf(path).total).toBe(5);
    }
  });
});
