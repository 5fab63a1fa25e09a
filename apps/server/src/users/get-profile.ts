import type { Profile } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { toPublicProfile } from './public-user';

/**
 * The signed-in user's own profile. Solved problems and posts join in here when the problems and
 * discussion features land; until then they are honestly empty.
 */
export function getOwnProfile(user: UserRow): Profile {
  return {
    ...toPublicProfile(user),
    emailId: user.email,
    role: user.role,
    problemSolvedCount: 0,
    problemsSolved: [],
    joinDate: user.createdAt.toISOString(),
    posts: [],
    stats: { easy: 0, medium: 0, hard: 0, postsCount: 0, commentsCount: 0 },
  };
}
