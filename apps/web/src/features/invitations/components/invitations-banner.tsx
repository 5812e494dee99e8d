import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useMyEmailInvitations } from '../api/email-invitations';
import { MyInvitationList } from './my-invitation-list';

/** Home: "You have N pending invitations", opening a dialog that lists them (spec §2). */
export function InvitationsBanner({ onJoined }: { onJoined: (groupId: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = useMyEmailInvitations().data?.length ?? 0;
  if (count === 0 && !open) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <section
        aria-label={t('invitations.banner_label')}
        className="mb-6 flex flex-col gap-3 rounded-2xl border border-primary/40 bg-accent p-4 text-accent-foreground xs:flex-row xs:items-center"
      >
        {/* The icon stays beside the text on phones too; only the button goes below. */}
        <div className="flex flex-1 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-primary">
            <MailOpen aria-hidden="true" className="size-5" />
          </span>
          <p className="flex-1 font-medium">{t('invitations.banner', { count })}</p>
        </div>
        <Button onClick={() => setOpen(true)}>{t('invitations.show')}</Button>
      </section>
      <DialogContent
        title={t('invitations.dialog_title')}
        description={t('invitations.dialog_text')}
        className="max-h-[85dvh] max-w-lg overflow-y-auto"
      >
        <MyInvitationList
          onJoined={(groupId) => {
            setOpen(false);
            onJoined(groupId);
          }}
          empty={<p className="text-sm text-muted-foreground">{t('invitations.none_left')}</p>}
        />
      </DialogContent>
    </Dialog>
  );
}
