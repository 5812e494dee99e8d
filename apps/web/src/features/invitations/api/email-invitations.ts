import { type CreateEmailInvitationBody } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { invitationKeys } from './keys';

/** Admins: the group's e-mail invitations nobody has accepted yet. */
export function useGroupEmailInvitations(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationKeys.groupEmails(groupId),
    queryFn: () => api.call(routes.getInvitationEmailsOfGroup, { params: { groupId } }),
    enabled: enabled && groupId !== '',
  });
}

/** 409 already_member / already_invited belong to the e-mail field. */
export function useCreateEmailInvitation(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmailInvitationBody) =>
      api.call(routes.postInvitationEmail, { params: { groupId }, body }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: invitationKeys.groupEmails(groupId) }),
  });
}

export function useDeleteEmailInvitation(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.call(routes.deleteInvitationEmailByEmail, { params: { groupId, email } }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: invitationKeys.groupEmails(groupId) }),
  });
}

/** My pending e-mail invitations (home banner, /invitations, onboarding). */
export function useMyEmailInvitations() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: invitationKeys.mine(),
    queryFn: () => api.call(routes.getInvitationEmailsToMe),
    enabled: isLoggedIn,
  });
}

/** Joins the group of the invitation; the group list learns of it too. */
export function useAcceptEmailInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.postInvitationEnterByEmailById, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: rootKeys.groups });
    },
  });
}

export function useDeclineEmailInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.deleteInvitationEmailById, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invitationKeys.mine() }),
  });
}
