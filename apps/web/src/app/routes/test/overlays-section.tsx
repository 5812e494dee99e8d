import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Drawer, DrawerContent, DrawerTrigger } from '@/components/ui/drawer';
import { toast } from '@/lib/toast';
import { ShowcaseSection } from './showcase-section';

export function OverlaysSection() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection title={t('test.overlays')}>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => toast({ title: t('Saved'), description: t('test.toast_text') })}
        >
          {t('test.toast_default')}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast({
              title: t('message.0'),
              description: t('message.unexpected_error'),
              variant: 'destructive',
            })
          }
        >
          {t('test.toast_destructive')}
        </Button>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">{t('test.open_dialog')}</Button>
          </DialogTrigger>
          <DialogContent title={t('test.dialog_title')} description={t('test.dialog_text')}>
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button>{t('common.close')}</Button>
              </DialogClose>
            </div>
          </DialogContent>
        </Dialog>
        <Drawer>
          <DrawerTrigger asChild>
            <Button variant="outline">{t('test.open_drawer')}</Button>
          </DrawerTrigger>
          <DrawerContent side="right" title={t('test.drawer_title')}>
            <p className="px-4 py-2 text-sm text-muted-foreground">{t('test.drawer_text')}</p>
          </DrawerContent>
        </Drawer>
        <ConfirmDialog
          trigger={<Button variant="destructive">{t('test.destructive')}</Button>}
          title={t('logout.confirm_title')}
          description={t('logout.confirm_text')}
          confirmLabel={t('logout.confirm')}
          onConfirm={() => toast({ title: t('Deleted') })}
          destructive
        />
      </div>
    </ShowcaseSection>
  );
}
