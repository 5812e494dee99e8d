import { type CreatedAccessCode } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';
import { readJson, sessionStore } from '@/lib/storage';

export const accessCodeKeys = {
  all: ['access-codes'] as const,
  group: (groupId: string) => [...accessCodeKeys.all, groupId] as const,
};

/*
 * The server stores only a hash, so a code can be read out once: the one made last is kept for
 * this browser session, so a reload of the invite screen still shows it while it works.
 */
const lastCodeKey = (groupId: string) => `kozos.accessCode.${groupId}`;

export function lastAccessCode(groupId: string): CreatedAccessCode | null {
  const stored = readJson<CreatedAccessCode>(sessionStore, lastCodeKey(groupId));
  return stored && Date.parse(stored.expiresAt) > Date.now() ? stored : null;
}

export function forgetAccessCode(groupId: string, id?: string): void {
  if (id === undefined || lastAccessCode(groupId)?.id === id) {
    sessionStore.remove(lastCodeKey(groupId));
  }
}

/** `POST /api/AccessCode/{groupId}` (admins). */
export function useCreateAccessCode(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uses: number) =>
      api.call(routes.postAccessCodeByGroupId, { params: { groupId }, body: { uses } }),
    onSuccess: (code) => {
      sessionStore.set(lastCodeKey(groupId), JSON.stringify(code));
      void queryClient.invalidateQueries({ queryKey: accessCodeKeys.group(groupId) });
    },
  });
}

/** `GET /api/AccessCode/{groupId}`: the codes that still work (admins). */
export function useGroupAccessCodes(groupId: string) {
  return useQuery({
    queryKey: accessCodeKeys.group(groupId),
    queryFn: () => api.call(routes.getAccessCodeByGroupId, { params: { groupId } }),
  });
}

/** `DELETE /api/AccessCode/{groupId}/{id}`. */
export function useRevokeAccessCode(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.deleteAccessCodeById, { params: { groupId, id } }),
    onSuccess: (_result, id) => {
      forgetAccessCode(groupId, id);
      void queryClient.invalidateQueries({ queryKey: accessCodeKeys.group(groupId) });
    },
  });
}

/** `POST /api/AccessCode/Join` ("Enter group"). */
export function useJoinByAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call(routes.postAccessCodeJoin, { body: { code } }),
    onSuccess: () => {
      // A new group: the group list, the feeds and the invitations it settled all change.
      for (const queryKey of [rootKeys.groups, rootKeys.feed, rootKeys.invitations]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
