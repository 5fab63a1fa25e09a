import type { PublicProfile, PublicUser } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { type MediaHost, publicMediaUrl } from '../media/media-host';

type MediaAddresses = Pick<MediaHost, 'publicUrl'>;

/**
 * The only shapes of a user that leave the server; password hashes never do. The picture's
 * address is the one a client should use (absolute under PUBLIC_URL).
 */
export function toPublicUser(user: UserRow, media: MediaAddresses): PublicUser {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    emailId: user.email,
    role: user.role,
    profileImage: publicMediaUrl(media, user.profileImage),
  };
}

export function toPublicProfile(user: UserRow, media: MediaAddresses): PublicProfile {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age,
    bio: user.bio,
    github: user.github,
    location: user.location,
    profileImage: publicMediaUrl(media, user.profileImage),
  };
}
