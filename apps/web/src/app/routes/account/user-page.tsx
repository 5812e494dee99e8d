import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DealerEvaluations } from '@/features/orders/components/dealer-evaluations';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileFeed } from '@/features/profile/components/profile-feed';
import { useCurrentUser } from '@/lib/current-user';
import { PageHeading } from '../../layout/page-heading';
import { UserFeed } from '../posts/user-feed';

/** /user: the signed-in user's own profile, straight from GET /api/User, with their ratings. */
export function UserPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <>
      <PageHeading
        title={t('user.my_profile')}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/settings#profile">
              <Pencil aria-hidden="true" />
              {t('user.edit_profile')}
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-5">
        <ProfileCard user={me} />
        <DealerEvaluations userId={me.id} />
        <ProfileFeed>
          <UserFeed userId={me.id} />
        </ProfileFeed>
      </div>
    </>
  );
}
