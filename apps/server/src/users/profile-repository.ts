import { PROFILE_POSTS_SHOWN } from '@grindstone/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { postComments, posts, problems, solvedProblems, users } from '../db/schema';

export interface SolvedProblemFigure {
  id: string;
  title: string;
  difficulty: 'easy' | 'medium' | 'hard';
  tags: string[];
}

export interface ProfilePostFigure {
  id: string;
  title: string;
  content: string;
  tags: string[];
  createdAt: string;
  likes: number;
  commentCount: number;
}

/** Everything the profile counts about one user. */
export interface ProfileFigures {
  /** Each solved problem once (solved_problems has one row per user and problem), oldest first. */
  solved: SolvedProblemFigure[];
  /** The newest PROFILE_POSTS_SHOWN posts, with the counters the forum's triggers keep. */
  posts: ProfilePostFigure[];
  postsCount: number;
  commentsCount: number;
}

/**
 * The profile's figures in ONE query, whatever the number of solved problems and posts: each
 * list is aggregated to JSON inside the database, the counts are index-only counts over the
 * user's rows (posts_user_idx, post_comments_user_idx), and per-post likes and comments come from
 * the counters on the post row — nothing is fetched per problem or per post.
 */
export function profileRepository(db: Database) {
  return {
    async figuresOf(userId: string): Promise<ProfileFigures> {
      const [row] = await db
        .select({
          solved: sql<SolvedProblemFigure[]>`coalesce((
            select json_agg(json_build_object(
                     'id', p.id, 'title', p.title, 'difficulty', p.difficulty, 'tags', p.tags)
                   order by s.solved_at, p.id)
            from ${solvedProblems} s join ${problems} p on p.id = s.problem_id
            where s.user_id = ${userId}
          ), '[]'::json)`,
          posts: sql<ProfilePostFigure[]>`coalesce((
            select json_agg(json_build_object(
                     'id', recent.id, 'title', recent.title, 'content', recent.content,
                     'tags', recent.tags, 'createdAt', recent.created_at,
                     'likes', recent.like_count, 'commentCount', recent.comment_count)
                   order by recent.seq desc)
            from (
              select id, seq, title, content, tags, created_at, like_count, comment_count
              from ${posts} where user_id = ${userId}
              order by seq desc limit ${PROFILE_POSTS_SHOWN}
            ) recent
          ), '[]'::json)`,
          postsCount: sql<number>`(select count(*)::int from ${posts} where user_id = ${userId})`,
          commentsCount: sql<number>`(
            select count(*)::int from ${postComments} where user_id = ${userId})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return { solved: [], posts: [], postsCount: 0, commentsCount: 0 };
      return {
        solved: row.solved,
        posts: row.posts,
        postsCount: Number(row.postsCount),
        commentsCount: Number(row.commentsCount),
      };
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
