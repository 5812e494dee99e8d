import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ShowcaseSection } from './showcase-section';

export function ButtonsSection() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection title={t('test.buttons')}>
      <div className="flex flex-wrap gap-2">
        <Button>
          <Plus aria-hidden="true" />
          {t('test.primary')}
        </Button>
        <Button variant="secondary">{t('test.secondary')}</Button>
        <Button variant="outline">{t('test.outline')}</Button>
        <Button variant="ghost">{t('test.ghost')}</Button>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t('test.destructive')}
        </Button>
        <Button disabled>{t('test.disabled')}</Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm">{t('test.primary')}</Button>
        <Button size="lg">{t('test.primary')}</Button>
        <Button variant="outline" size="icon" aria-label={t('tag_input.add')}>
          <Plus aria-hidden="true" />
        </Button>
        <Spinner />
      </div>
    </ShowcaseSection>
  );
}
