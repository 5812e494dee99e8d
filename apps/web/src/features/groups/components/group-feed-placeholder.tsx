import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The group's feed arrives with the Posts issue; until then a friendly empty state. */
export function GroupFeedPlaceholder() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="group-feed-title" className="flex flex-col gap-3">
      <h2 id="group-feed-title" className="text-lg font-semibold">
        {t('groups.feed')}
      </h2>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Newspaper aria-hidden="true" className="size-6" />
        </span>
        <p className="font-medium">{t('groups.feed_soon')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('groups.feed_soon_text')}</p>
      </div>
    </section>
  );
}
