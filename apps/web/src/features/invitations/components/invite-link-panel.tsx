import { Copy, RefreshCw } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { copyText, NothingToCopyError } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { useFormatDate } from '@/lib/use-format-date';
import { useGroupInviteLink, useNewInviteLink } from '../api/link-invitations';
import { showErrorToast } from '@/lib/error-toast';

/** The shareable link of spec §2: the text, a QR code for phones side by side, copy, renew. */
export function InviteLinkPanel({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const link = useGroupInviteLink(groupId, true);
  const renew = useNewInviteLink(groupId);
  const url = link.data?.url ?? '';

  const copy = async () => {
    try {
      await copyText(url);
      toast({ title: t('Copied') });
    } catch (error) {
      toast({
        title: t('message.0'),
        description: t(
          error instanceof NothingToCopyError
            ? 'invitations.nothing_to_copy'
            : 'invitations.copy_failed',
        ),
        variant: 'destructive',
      });
    }
  };

  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-5">
      <div className="flex flex-col gap-1">
        <h2 id="invite-link-title" className="text-lg font-semibold">
          {t('invitations.link_title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('invitations.link_text')}</p>
      </div>
      <div className="flex flex-col items-center gap-5 md:flex-row md:items-start">
        <div className="flex size-52 shrink-0 items-center justify-center rounded-xl border border-border bg-white p-3">
          {url ? (
            <QRCodeSVG
              value={url}
              size={176}
              level="M"
              role="img"
              aria-label={t('invitations.qr_label')}
              title={t('invitations.qr_label')}
            />
          ) : (
            <Skeleton className="size-44 bg-neutral-200" />
          )}
        </div>
        <div className="flex w-full min-w-0 flex-1 flex-col gap-3">
          <FormField
            label={t('invitations.link_label')}
            hint={
              link.data
                ? t('invitations.link_expires', { date: formatDate(link.data.expiresAt) })
                : link.isError
                  ? undefined
                  : t('common.loading')
            }
            error={link.isError ? t('invitations.link_failed') : undefined}
          >
            <Input
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm"
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t('invitations.copy_link')}
            </Button>
            <Button
              variant="outline"
              disabled={renew.isPending}
              onClick={() =>
                renew.mutate(undefined, {
                  onSuccess: () => toast({ title: t('invitations.new_link_toast') }),
                  onError: (error) => showErrorToast(error, t),
                })
              }
            >
              <RefreshCw
                aria-hidden="true"
                className={renew.isPending ? 'animate-spin' : undefined}
              />
              {t('invitations.new_link')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
