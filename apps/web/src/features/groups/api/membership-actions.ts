import { type GroupResponse, type MembershipActionBody } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupKeys } from './keys';

/** The group is gone for me (left or deleted): drop its page, refresh my list. */
function forgetGroup(queryClient: QueryClient, groupId: string): void {
  queryClient.removeQueries({ queryKey: groupKeys.detail(groupId), exact: true });
  void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
}

function takeGroup(queryClient: QueryClient, group: GroupResponse): void {
  queryClient.setQueryData(groupKeys.detail(group.id), group);
  void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
}

/** `DELETE /api/Group/{id}`: last admin only, at most 2 members (409s otherwise). */
export function useDeleteGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.deleteGroupById, { params: { id: groupId } }),
    onSuccess: () => forgetGroup(queryClient, groupId),
  });
}

/** `POST /api/Membership/{id}/Leave`: the last admin must hand over first (409). */
export function useLeaveGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (membershipId: string) =>
      api.call(routes.postMembershipLeave, { params: { id: membershipId } }),
    onSuccess: () => forgetGroup(queryClient, groupId),
  });
}

export function usePromoteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MembershipActionBody) => api.call(routes.postMembershipPromote, { body }),
    onSuccess: (group) => takeGroup(queryClient, group),
  });
}

/** Admins cannot be kicked (409 cannot_kick_admin). */
export function useKickMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MembershipActionBody) => api.call(routes.postMembershipKick, { body }),
    onSuccess: (group) => takeGroup(queryClient, group),
  });
}
