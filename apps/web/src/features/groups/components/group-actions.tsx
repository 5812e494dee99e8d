import { LogOut, Pencil, Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GroupResponse } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteGroup, useLeaveGroup } from '../api/membership-actions';
import { showErrorToast } from '@/lib/error-toast';

/**
 * Admins: Invite, Edit, Delete group; everyone: Leave group. The server has the last word on
 * the rules of spec §5/§6 (last admin, more than 2 members): its refusals become toasts.
 */
export function GroupActions({ group }: { group: GroupResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteGroup(group.id);
  const leave = useLeaveGroup(group.id);
  const isAdmin = group.myMembership.isAdmin;
  const onGone = (toastKey: string) => {
    toast({ title: t(toastKey, { name: group.name }) });
    void navigate('/groups', { replace: true });
  };
  return (
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
          <Button variant="outline" disabled={leave.isPending}>
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
            onError: (error) => showErrorToast(error, t),
          })
        }
      />
      {isAdmin && (
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={remove.isPending}>
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
              onError: (error) => showErrorToast(error, t),
            })
          }
        />
      )}
    </div>
  );
}
