import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EntityLoader } from '@/components/ui/entity-loader';
import { DealerEvaluations } from '@/features/orders/components/dealer-evaluations';
import { useUserProfile } from '@/features/profile/api/user-profile';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileFeed } from '@/features/profile/components/profile-feed';
import { ProfileSkeleton } from '@/features/profile/components/profile-skeleton';
import { PageHeading } from '../../layout/page-heading';
import { UserFeed } from '../posts/user-feed';

/** /users/:id: another member's profile (contact rows only when they share a group). */
export function UsersPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <EntityLoader
      query={useUserProfile(id)}
      skeleton={
        <>
          <PageHeading title={t('user.profile')} />
          <ProfileSkeleton />
        </>
      }
      texts={{ failed: t('user.load_failed'), notFound: t('user.not_found_hint') }}
    >
      {(user) => (
        <>
          <PageHeading title={user.name || t('user.profile')} />
          <div className="flex flex-col gap-5">
            <ProfileCard user={user} />
            <DealerEvaluations userId={user.id} />
            <ProfileFeed>
              <UserFeed userId={user.id} />
            </ProfileFeed>
          </div>
        </>
      )}
    </EntityLoader>
  );
}
