import { type CreateLinkInvitationResponse, type LinkInvitation } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { dropPendingInvitation } from '@/shared/session/pending-invitation';
import { rootKeys } from '@/lib/query-keys';
import { invitationKeys } from './keys';

function createLink(groupId: string): Promise<CreateLinkInvitationResponse> {
  return api.call(routes.postInvitationLink, { params: { groupId } });
}

/**
 * The invite screen shows a link as soon as it opens: one is made on the first visit and kept
 * for the session (tokens expire on the server), and "New link" replaces it.
 */
export function useGroupInviteLink(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationKeys.groupLink(groupId),
    queryFn: () => createLink(groupId),
    enabled: enabled && groupId !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useNewInviteLink(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createLink(groupId),
    onSuccess: (link) => {
      queryClient.setQueryData(invitationKeys.groupLink(groupId), link);
      void queryClient.invalidateQueries({ queryKey: invitationKeys.groupLiveLinks(groupId) });
    },
  });
}

/** Admins: the group's links that still work, newest first. */
export function useGroupLiveLinks(groupId: string) {
  return useQuery({
    queryKey: invitationKeys.groupLiveLinks(groupId),
    queryFn: () => api.call(routes.getInvitationLink, { params: { groupId } }),
    enabled: groupId !== '',
  });
}

/**
 * Revokes one link (an id) or every link (null). When the link this screen shows is among
 * them, the screen gets a fresh one, so there is always a link to share.
 */
export function useRevokeLinks(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null) => {
      if (id === null) {
        return api.call(routes.deleteInvitationLink, { params: { groupId } });
      }
      await api.call(routes.deleteInvitationLinkById, { params: { groupId, id } });
      return { revoked: 1 };
    },
    onSuccess: async (_answer, id) => {
      const shown = queryClient.getQueryData<CreateLinkInvitationResponse>(
        invitationKeys.groupLink(groupId),
      );
      if (id === null || shown?.id === id) {
        await queryClient.resetQueries({ queryKey: invitationKeys.groupLink(groupId) });
      }
      await queryClient.invalidateQueries({ queryKey: invitationKeys.groupLiveLinks(groupId) });
    },
  });
}

/** 410 invitation_expired and 404 invalid_token: the link will never work. */
export function isDeadLink(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 410 || error.status === 404);
}

async function fetchLinkInvitation(token: string): Promise<LinkInvitation> {
  try {
    return await api.call(routes.getInvitationLinkByToken, { params: { token } });
  } catch (error) {
    // Forgotten at once, so it is never asked again; the reason stays for one notice.
    if (isDeadLink(error)) dropPendingInvitation(error.message);
    throw error;
  }
}

/** `GET /api/Invitation/Link/{token}` for the pending link. */
export function useLinkInvitation(token: string | null) {
  return useQuery({
    queryKey: invitationKeys.link(token ?? ''),
    queryFn: () => fetchLinkInvitation(token ?? ''),
    enabled: Boolean(token),
    retry: false,
  });
}

/** `POST /api/Invitation/EnterByLink/{token}`: joins the group (409 already_member). */
export function useEnterByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.call(routes.postInvitationEnterByLinkByToken, { params: { token } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rootKeys.groups }),
  });
}
