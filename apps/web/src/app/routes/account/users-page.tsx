import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUserProfile } from '@/features/profile/api/user-profile';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileError } from '@/features/profile/components/profile-error';
import { ProfileFeed } from '@/features/profile/components/profile-feed';
import { ProfileSkeleton } from '@/features/profile/components/profile-skeleton';
import { PageHeading } from '../../layout/page-heading';
import { UserFeed } from '../posts/user-feed';

/** /users/:id: another member's profile (contact rows only when they share a group). */
export function UsersPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = useUserProfile(id);
  const title = profile.data?.name || t('user.profile');
  return (
    <>
      <PageHeading title={title} />
      <div className="flex flex-col gap-5">
        {profile.isPending && <ProfileSkeleton />}
        {profile.isError && (
          <ProfileError error={profile.error} onRetry={() => void profile.refetch()} />
        )}
        {profile.isSuccess && (
          <>
            <ProfileCard user={profile.data} />
            <ProfileFeed>
              <UserFeed userId={profile.data.id} />
            </ProfileFeed>
          </>
        )}
      </div>
    </>
  );
}
