import type { UpdateProfileRequest } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { MediaHost } from '../media/media-host';
import { checkProfileImage, deleteReplacedImage } from '../media/profile-image';
import type { ProfileChanges, UsersRepository } from './repository';

/** Owners edit their own profile; admins may edit anyone's. The role is never editable here. */
export async function updateProfile(
  users: UsersRepository,
  actor: UserRow,
  targetId: string,
  changes: UpdateProfileRequest,
  media: MediaHost,
): Promise<UserRow> {
  if (actor.id !== targetId && actor.role !== 'admin') {
    throw forbidden('You can only edit your own profile');
  }
  // Fields left out of the request keep their value; `age: null` clears the age.
  const provided = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as ProfileChanges;
  const before = await users.findById(targetId);
  if (!before) throw notFound('User not found');
  if (provided.profileImage !== undefined) {
    provided.profileImage = await checkProfileImage(media, provided.profileImage, {
      current: before.profileImage,
      uploaders: [targetId, actor.id],
    });
  }
  const updated = await users.updateProfile(targetId, provided);
  if (!updated) throw notFound('User not found');
  await deleteReplacedImage(media, before.profileImage, updated.profileImage);
  return updated;
}
