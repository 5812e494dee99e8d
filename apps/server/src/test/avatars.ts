import type { PhotoRef } from '@kozos/contract';
import { buildGroupsTestApp, createGroup, ok } from './groups';
import { createUser, type IdentityTestApp, type TestUser } from './identity';
import { uploadedPhoto } from './photos';

/*
 * A circle of two for the profile-picture tests (issue 25): `pictured` (the first account, so
 * the site administrator) has a picture, `plain` has none; both are in one group.
 */
export async function picturedCircle(): Promise<{
  t: IdentityTestApp;
  pictured: TestUser;
  plain: TestUser;
  groupId: string;
  picture: PhotoRef;
}> {
  const t = await buildGroupsTestApp();
  const pictured = await createUser(t, { username: 'pictured', name: 'Panni Pictured' });
  const plain = await createUser(t, { username: 'plain', name: 'Pál Plain' });
  const groupId = (await createGroup(t, pictured, { members: [plain] })).id;
  const upload = await uploadedPhoto(t, pictured);
  const { avatar } = await ok<{ avatar: PhotoRef | null }>(t, pictured, 'PATCH', '/api/User', {
    avatarPhotoId: upload.id,
  });
  if (!avatar) throw new Error('the profile picture was not set');
  return { t, pictured, plain, groupId, picture: avatar };
}

/** What a person in a list says of the picture: the photo, or `'no key'` when it has none. */
export function pictureOf(person: { id: string; avatar?: PhotoRef | null } | null | undefined) {
  return { id: person?.id, avatar: person && 'avatar' in person ? person.avatar : 'no key' };
}
