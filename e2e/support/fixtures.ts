import { test as base } from '@playwright/test';
import { createMember, useSession, type TestUser } from './users';

interface MemberFixtures {
  /** A fresh verified member who finished onboarding, signed in on `page`. */
  member: TestUser & { token: string };
}

export const test = base.extend<MemberFixtures>({
  member: async ({ page, request }, use) => {
    const member = await createMember(request);
    await useSession(page, member.token);
    await use(member);
  },
});

export { expect } from '@playwright/test';
