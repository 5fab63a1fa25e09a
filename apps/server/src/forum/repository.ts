import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { databaseFailure } from '../db/query-errors';
import { forumTagCounts, forumTotals, postComments, postLikes, posts, users } from '../db/schema';

/** A post as the forum shows it: its author's name, its counters and the viewer's like. */
export interface PostView {
  id: string;
  seq: number;
  userId: string;
  firstName: string;
  lastName: string;
  title: string;
  content: string;
  tags: string[];
  likes: number;
  likedByMe: boolean;
  createdAt: Date;
  updatedAt: Date;
  comments: CommentView[];
}

export interface CommentView {
  id: string;
  postId: string;
  userId: string;
  firstName: string;
  lastName: string;
  text: string;
  createdAt: Date;
}

export interface PostPageQuery {
  limit: number;
  /** Only posts older than this one (its `seq`). */
  before?: number;
  tag?: string;
  viewerId?: string;
}

export interface ForumStatsRow {
  totalPosts: number;
  totalComments: number;
  activeUsers: number;
  topics: Array<{ tag: string; count: number }>;
}

export interface PostFields {
  title: string;
  content: string;
  tags: string[];
}

/** SQLSTATE 23503: the row a foreign key names is gone (a post deleted meanwhile). */
const isMissingParent = (error: unknown) => databaseFailure(error)?.driver?.code === '23503';

/** Only this module queries the forum's tables. */
export function forumRepository(db: Database) {
  const likedBy = (viewerId: string | undefined) =>
    viewerId
      ? sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`
      : sql<boolean>`false`;

  const selectPosts = (viewerId: string | undefined, where: SQL | undefined, limit: number) =>
    db
      .select({
        id: posts.id,
        seq: posts.seq,
        userId: posts.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        title: posts.title,
        content: posts.content,
        tags: posts.tags,
        likes: posts.likeCount,
        likedByMe: likedBy(viewerId),
        createdAt: posts.createdAt,
        updatedAt: posts.updatedAt,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(where)
      .orderBy(desc(posts.seq))
      .limit(limit);

  /** The comments of these posts, oldest first, grouped by post. */
  async function commentsOf(postIds: string[]): Promise<Map<string, CommentView[]>> {
    const byPost = new Map<string, CommentView[]>(postIds.map((id) => [id, []]));
    if (postIds.length === 0) return byPost;
    const rows = await db
      .select({
        id: postComments.id,
        postId: postComments.postId,
        userId: postComments.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        text: postComments.text,
        createdAt: postComments.createdAt,
      })
      .from(postComments)
      .innerJoin(users, eq(users.id, postComments.userId))
      .where(inArray(postComments.postId, postIds))
      .orderBy(asc(postComments.postId), asc(postComments.seq));
    for (const row of rows) byPost.get(row.postId)?.push(row);
    return byPost;
  }

  async function withComments(rows: Array<Omit<PostView, 'comments'>>): Promise<PostView[]> {
    const comments = await commentsOf(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, comments: comments.get(row.id) ?? [] }));
  }

  return {
    /** One page, newest first, plus one row more to tell whether another page follows. */
    async listPage({ limit, before, tag, viewerId }: PostPageQuery) {
      const where = and(
        before === undefined ? undefined : lt(posts.seq, before),
        tag === undefined ? undefined : sql`${posts.tags} @> array[${tag}]::text[]`,
      );
      const rows = await selectPosts(viewerId, where, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        posts: await withComments(page),
        nextBefore: rows.length > limit && last ? last.seq : undefined,
      };
    },

    async findPost(id: string, viewerId?: string): Promise<PostView | undefined> {
      const [row] = await selectPosts(viewerId, eq(posts.id, id), 1);
      return row ? (await withComments([row]))[0] : undefined;
    },

    async postAuthor(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: posts.userId })
        .from(posts)
        .where(eq(posts.id, id))
        .limit(1);
      return row?.userId;
    },

    async insertPost(userId: string, fields: PostFields): Promise<string> {
      const id = randomUUID();
      await db.insert(posts).values({ id, userId, ...fields });
      return id;
    },

    async updatePost(id: string, changes: Partial<PostFields>): Promise<void> {
      await db
        .update(posts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(posts.id, id));
    },

    /** Its comments and likes go with it (foreign keys, ON DELETE CASCADE). */
    async deletePost(id: string): Promise<void> {
      await db.delete(posts).where(eq(posts.id, id));
    },

    /** False when the post does not exist (or was deleted meanwhile). */
    async insertComment(postId: string, userId: string, text: string): Promise<boolean> {
      try {
        await db.insert(postComments).values({ id: randomUUID(), postId, userId, text });
        return true;
      } catch (error) {
        if (isMissingParent(error)) return false;
        throw error;
      }
    },

    async commentAuthor(postId: string, commentId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: postComments.userId })
        .from(postComments)
        .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)))
        .limit(1);
      return row?.userId;
    },

    async updateComment(commentId: string, text: string): Promise<void> {
      await db
        .update(postComments)
        .set({ text, updatedAt: new Date() })
        .where(eq(postComments.id, commentId));
    },

    async deleteComment(commentId: string): Promise<void> {
      await db.delete(postComments).where(eq(postComments.id, commentId));
    },

    /**
     * Likes the post, or takes the like back if there was one; undefined when the post does not
     * exist. Each toggle first locks the post's row — the lock the like counter's update would
     * take anyway — so concurrent clicks run one after another, each seeing the last one's
     * result: every click toggles, and the primary key (post, user) still forbids a second like.
     */
    async toggleLike(postId: string, userId: string) {
      return db.transaction(async (tx) => {
        const [post] = await tx
          .select({ id: posts.id })
          .from(posts)
          .where(eq(posts.id, postId))
          .for('no key update');
        if (!post) return undefined;
        const removed = await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
          .returning({ postId: postLikes.postId });
        if (removed.length === 0) await tx.insert(postLikes).values({ postId, userId });
        const [row] = await tx
          .select({ likes: posts.likeCount })
          .from(posts)
          .where(eq(posts.id, postId));
        return { likes: row?.likes ?? 0, likedByMe: removed.length === 0 };
      });
    },

    /**
     * From the trigger-kept counters, in one statement (one round trip): a handful of rows read
     * whatever the forum's size.
     */
    async stats(topicsMax: number): Promise<ForumStatsRow> {
      const topics = sql`
        select tag, posts from ${forumTagCounts} order by posts desc, tag limit ${topicsMax}`;
      const [row] = await db
        .select({
          totals: sql<ForumStatsRow>`json_build_object(
            'totalPosts', ${forumTotals.posts},
            'totalComments', ${forumTotals.comments},
            'activeUsers', ${forumTotals.authors},
            'topics', coalesce(
              (select json_agg(json_build_object('tag', c.tag, 'count', c.posts)
                               order by c.posts desc, c.tag)
               from (${topics}) c),
              '[]'::json))`,
        })
        .from(forumTotals)
        .where(eq(forumTotals.id, 1));
      if (!row) throw new Error('forum_totals has no row 1 (migration 0005 inserts it)');
      return row.totals;
    },
  };
}

export type ForumRepository = ReturnType<typeof forumRepository>;
