import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEmailInvitationBody, EmailInvitation, GroupResponse } from '@kozos/contract';
import { api } from '@/lib/api-client';
import { rootKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { invitationKeys } from './keys';

const groupPath = (groupId: string) => `Invitation/${encodeURIComponent(groupId)}/Email`;

/** Admins: the group's e-mail invitations nobody has accepted yet. */
export function useGroupEmailInvitations(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationKeys.groupEmails(groupId),
    queryFn: () => api.get<EmailInvitation[]>(groupPath(groupId)),
    enabled: enabled && groupId !== '',
  });
}

/** 409 already_member / already_invited belong to the e-mail field. */
export function useCreateEmailInvitation(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmailInvitationBody) =>
      api.post<EmailInvitation>(groupPath(groupId), body),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: invitationKeys.groupEmails(groupId) }),
  });
}

export function useDeleteEmailInvitation(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.delete<unknown>(`${groupPath(groupId)}/${encodeURIComponent(email)}`),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: invitationKeys.groupEmails(groupId) }),
  });
}

/** My pending e-mail invitations (home banner, /invitations, onboarding). */
export function useMyEmailInvitations() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: invitationKeys.mine(),
    queryFn: () => api.get<EmailInvitation[]>('Invitation/Email'),
    enabled: isLoggedIn,
  });
}

/** Joins the group of the invitation; the group list learns of it too. */
export function useAcceptEmailInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<GroupResponse>(`Invitation/EnterByEmail/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: rootKeys.groups });
    },
  });
}

export function useDeclineEmailInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`Invitation/Email/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invitationKeys.mine() }),
  });
}
