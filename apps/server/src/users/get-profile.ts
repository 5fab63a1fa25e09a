import type { Profile } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import type { MediaHost } from '../media/media-host';
import { joinTags } from '../problems/problem-mapping';
import type { ProfileFigures, ProfileRepository } from './profile-repository';
import { toPublicProfile } from './public-user';

/** The signed-in user's own profile with its real figures (one query, profile-repository.ts). */
export async function getOwnProfile(
  profiles: ProfileRepository,
  user: UserRow,
  media: Pick<MediaHost, 'publicUrl'>,
): Promise<Profile> {
  const figures = await profiles.figuresOf(user.id);
  return {
    ...toPublicProfile(user, media),
    emailId: user.email,
    role: user.role,
    problemSolvedCount: figures.solved.length,
    problemsSolved: figures.solved.map((problem) => ({
      _id: problem.id,
      title: problem.title,
      difficulty: problem.difficulty,
      tags: joinTags(problem.tags),
    })),
    joinDate: user.createdAt.toISOString(),
    posts: figures.posts.map((post) => ({
      _id: post.id,
      title: post.title,
      content: post.content,
      tags: post.tags,
      // JSON built in the database writes timestamps as `…+00:00`; the API's are ISO with `Z`.
      createdAt: new Date(post.createdAt).toISOString(),
      likes: post.likes,
      commentCount: post.commentCount,
    })),
    stats: { ...countByDifficulty(figures.solved), ...postStats(figures) },
  };
}

function countByDifficulty(solved: ProfileFigures['solved']) {
  const counts = { easy: 0, medium: 0, hard: 0 };
  for (const problem of solved) counts[problem.difficulty] += 1;
  return counts;
}

const postStats = (figures: ProfileFigures) => ({
  postsCount: figures.postsCount,
  commentsCount: figures.commentsCount,
});
