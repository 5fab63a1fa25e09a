import type { PublicProfile, PublicUser } from '@grindstone/contract';
import type { UserRow } from '../db/schema';

/** The only shapes of a user that leave the server; password hashes never do. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    emailId: user.email,
    role: user.role,
    profileImage: user.profileImage,
  };
}

export function toPublicProfile(user: UserRow): PublicProfile {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age,
    bio: user.bio,
    github: user.github,
    location: user.location,
    profileImage: user.profileImage,
  };
}
