import { forbidden } from '../errors';
import type { CurrentUser } from '../identity/current-user';

/*
 * What only a site administrator (the user's admin flag, spec §3) may do: edit the translations
 * and read the feedback (decisions 110, 114). Like group-access.ts it imports no feature.
 */
export function requireSiteAdmin(viewer: CurrentUser): void {
  if (!viewer.isAdmin) throw forbidden();
}
