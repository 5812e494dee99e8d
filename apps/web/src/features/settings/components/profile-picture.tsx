import type { PhotoRef } from '@kozos/contract';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '@/components/photos/photo-picker';
import { Avatar } from '@/components/ui/avatar';
import { useCurrentUser } from '@/lib/current-user';
import { useSaveSetting } from '../api/save-setting';

/**
 * The profile picture (issue 25): chosen or taken with the camera, uploaded with its progress,
 * then saved on the account at once, as the other settings are; removing it brings the
 * initials back.
 */
export function ProfilePicture() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { save } = useSaveSetting();
  const current = me.avatar?.id ?? null;
  const onChange = (photos: PhotoRef[], uploading: boolean) => {
    if (uploading) return;
    const chosen = photos[0]?.id ?? null;
    if (chosen !== current) save({ avatarPhotoId: chosen });
  };
  return (
    <div className="flex flex-col gap-4 xs:flex-row xs:items-start">
      <Avatar name={me.name || me.username || me.email} photo={me.avatar} size="lg" />
      <div className="min-w-0 flex-1">
        <PhotoPicker
          initial={me.avatar ? [me.avatar] : []}
          max={1}
          label={t('photos.profile.label')}
          hint={t('photos.profile.hint')}
          onChange={onChange}
        />
      </div>
    </div>
  );
}
