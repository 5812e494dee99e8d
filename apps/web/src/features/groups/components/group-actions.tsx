import { LogOut, Pencil, Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GroupResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { actionBlockers } from '../action-blockers';
import { useDeleteGroup, useLeaveGroup } from '../api/membership-actions';
import { showErrorToast } from '@/lib/error-toast';

const leaveReasonId = 'group-leave-reason';
const deleteReasonId = 'group-delete-reason';

/**
 * Admins: Invite, Edit, Delete group; everyone: Leave group. An action the rules of spec §5/§6
 * refuse (last admin, more than 2 members) is disabled with its reason in plain text, since a
 * phone has no hover; should the server still refuse (the group changed meanwhile), the toast
 * names the action and the server's reason.
 */
export function GroupActions({ group }: { group: GroupResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteGroup(group.id);
  const leave = useLeaveGroup(group.id);
  const isAdmin = group.myMembership.isAdmin;
  const blocked = actionBlockers(group);
  const alone = group.memberships.length === 1;
  const onGone = (toastKey: string) => {
    toast({ title: t(toastKey, { name: group.name }) });
    void navigate('/groups', { replace: true });
  };
  const reasons = [
    blocked.leave && {
      id: leaveReasonId,
      text: t(alone ? 'groups.leave_blocked_alone' : 'groups.leave_blocked'),
    },
    blocked.delete && {
      id: deleteReasonId,
      text: t(`groups.delete_blocked.${blocked.delete}`, { count: group.memberships.length }),
    },
  ].filter((reason) => !!reason);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {isAdmin && (
          <>
            <Button
              variant="primary"
              onClick={() => void navigate(`/groups/${group.id}/details/invite`)}
            >
              <UserPlus aria-hidden="true" />
              {t('groups.invite')}
            </Button>
            <Button
              variant="outline"
              onClick={() => void navigate(`/groups/${group.id}/details/edit`)}
            >
              <Pencil aria-hidden="true" />
              {t('groups.edit')}
            </Button>
          </>
        )}
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              disabled={leave.isPending || !!blocked.leave}
              aria-describedby={blocked.leave ? leaveReasonId : undefined}
            >
              <LogOut aria-hidden="true" />
              {t('groups.leave_group')}
            </Button>
          }
          title={t('groups.leave_title', { name: group.name })}
          description={t(isAdmin ? 'groups.leave_text_admin' : 'groups.leave_text')}
          confirmLabel={t('groups.leave')}
          destructive
          onConfirm={() =>
            leave.mutate(group.myMembership.id, {
              onSuccess: () => onGone('groups.left_toast'),
              onError: (error) => showErrorToast(error, t, 'groups.leave_failed'),
            })
          }
        />
        {isAdmin && (
          <ConfirmDialog
            trigger={
              <Button
                variant="destructive"
                disabled={remove.isPending || !!blocked.delete}
                aria-describedby={blocked.delete ? deleteReasonId : undefined}
              >
                <Trash2 aria-hidden="true" />
                {t('groups.delete_group')}
              </Button>
            }
            title={t('groups.delete_title', { name: group.name })}
            description={t('groups.delete_text')}
            confirmLabel={t('groups.delete')}
            destructive
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => onGone('Deleted'),
                onError: (error) => showErrorToast(error, t, 'groups.delete_failed'),
              })
            }
          />
        )}
      </div>
      {reasons.map((reason) => (
        <p key={reason.id} id={reason.id} className="text-sm text-muted-foreground">
          {reason.text}
        </p>
      ))}
    </div>
  );
}
