import { createHmac, randomInt } from 'node:crypto';
import { personSummary } from '../../content/photo-refs';
import {
  accessCodeAlphabet,
  accessCodeLength,
  accessCodeMessages,
  type CreatedAccessCode,
  type GroupAccessCode,
  type GroupResponse,
} from '@kozos/contract';
import { requireGroupAdmin } from '../../access/group-access';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { groupScope, writesTo } from '../../db/write-scope';
import { AppError, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { joinAsInvited } from '../invitations';
import type { AccessCodeLimits } from './access-code-limits';
import {
  deleteAccessCode,
  findAccessCodeByHash,
  insertAccessCode,
  listLiveAccessCodes,
  takeAccessCodeUse,
} from './access-codes.repository';

/** A code works for 48 hours (issue 16): long enough for a notice board, short for a guess. */
export const accessCodeLifetimeMs = 48 * 3600 * 1000;

/** What the service needs besides the database. */
export interface AccessCodeContext {
  /** Keys the stored hashes (the installation's auth secret). */
  secret: string;
  limits: AccessCodeLimits;
}

/** 8 characters of a 29-letter alphabet, each from the platform's CSPRNG (~39 bits). */
function newCode(): string {
  let code = '';
  for (let n = 0; n < accessCodeLength; n += 1) {
    code += accessCodeAlphabet[randomInt(accessCodeAlphabet.length)];
  }
  return code;
}

/*
 * Keyed with the installation's secret, not a bare sha-256: a short code's plain hash could be
 * reversed by trying every code, so a copy of the database alone would give the codes away.
 */
function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

/** POST /api/AccessCode/{groupId}: admins only; the code is shown this once. */
export async function createAccessCode(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
  uses: number,
  context: AccessCodeContext,
): Promise<CreatedAccessCode> {
  await requireGroupAdmin(db, viewer, groupId);
  // Two live codes alike is unlikely (1 in ~10^11 per pair) but the unique index settles it.
  for (let attempt = 0; ; attempt += 1) {
    const code = newCode();
    try {
      const row = await writesTo([groupScope(groupId)], () =>
        insertAccessCode(db, {
          groupId,
          codeHash: hashCode(context.secret, code),
          createdBy: viewer.id,
          expiresAt: new Date(Date.now() + accessCodeLifetimeMs),
          maxUses: uses,
        }),
      );
      return { id: row.id, code, expiresAt: row.expiresAt.toISOString(), maxUses: row.maxUses };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/** GET /api/AccessCode/{groupId}: the codes that still work (admins only). */
export async function listGroupAccessCodes(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
): Promise<GroupAccessCode[]> {
  await requireGroupAdmin(db, viewer, groupId);
  const rows = await listLiveAccessCodes(db, groupId, new Date());
  return rows.map(({ code, createdBy }) => ({
    id: code.id,
    createdBy: personSummary(createdBy),
    creationTime: code.createdAt.toISOString(),
    expiresAt: code.expiresAt.toISOString(),
    uses: code.useCount,
    maxUses: code.maxUses,
  }));
}

/** DELETE /api/AccessCode/{groupId}/{id}: revokes a code at once (admins only). */
export async function revokeAccessCode(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
  id: string,
): Promise<void> {
  await requireGroupAdmin(db, viewer, groupId);
  if (!(await writesTo([groupScope(groupId)], () => deleteAccessCode(db, groupId, id)))) {
    throw notFound();
  }
}

const usedUp = () => new AppError(410, accessCodeMessages.usedUp);

/**
 * POST /api/AccessCode/Join ("Enter group"): unknown or revoked is 404 `invalid_access_code`;
 * expired, or its creator no longer an admin, 410 `access_code_expired`; no use left, 410
 * `access_code_used_up`; a kicked member 403 `removed_from_group` (decision 014); a member 409.
 */
export async function joinByAccessCode(
  db: Db,
  viewer: CurrentUser,
  code: string,
  ip: string,
  context: AccessCodeContext,
): Promise<GroupResponse> {
  await context.limits.admit(viewer.id, ip);
  const found = await findAccessCodeByHash(db, hashCode(context.secret, code));
  if (!found) throw notFound(accessCodeMessages.invalid);
  const { code: row, creatorIsAdmin } = found;
  if (row.expiresAt.getTime() <= Date.now() || !creatorIsAdmin) {
    throw new AppError(410, accessCodeMessages.expired);
  }
  if (row.useCount >= row.maxUses) throw usedUp();
  return joinAsInvited(db, viewer, row.groupId, async (tx) => {
    if (!(await takeAccessCodeUse(tx, row.id))) throw usedUp();
  });
}
