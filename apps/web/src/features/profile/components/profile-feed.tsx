import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * "Show posts" of spec §2. The user's feed (GET /api/User/{id}/Feed) arrives with the Posts
 * issue; until then the button opens a "coming soon" state.
 */
export function ProfileFeed() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('feed') !== '1') {
    return (
      <Button asChild variant="outline" className="self-start">
        <Link to="?feed=1" replace>
          <Newspaper aria-hidden="true" />
          {t('user.show_posts')}
        </Link>
      </Button>
    );
  }
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('user.posts')}</h2>
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
        <Newspaper aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="font-medium">{t('coming_soon.title')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('user.posts_soon')}</p>
      </div>
    </section>
  );
}
