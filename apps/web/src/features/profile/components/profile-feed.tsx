import { Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * "Show posts" of spec §2: the button loads the user's feed (GET /api/User/{id}/Feed), which
 * the page passes in; `?feed=1` keeps it open across Back.
 */
export function ProfileFeed({ children }: { children: ReactNode }) {
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
    <section aria-labelledby="profile-feed-title" className="flex flex-col gap-3">
      <h2 id="profile-feed-title" className="text-lg font-semibold">
        {t('user.posts')}
      </h2>
      {children}
    </section>
  );
}
