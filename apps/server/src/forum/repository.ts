import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { databaseFailure } from '../db/query-errors';
import { forumTagCounts, forumTotals, postComments, postLikes, posts, users } from '../db/schema';

/**
 * A post exactly as the API sends it (the contract's `postSchema`), serialised by PostgreSQL:
 * the list's hot path then moves one text value per post instead of 200 comment rows that
 * Node would parse, map, validate and stringify again (see `postJson` below).
 */
export type PostJson = string & { readonly __postJson: unique symbol };

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

  /** Timestamps as JavaScript's `toISOString()` writes them (UTC, milliseconds, `Z`). */
  const iso = (column: SQL) =>
    sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const author = (id: SQL, firstName: SQL, lastName: SQL) =>
    sql`json_build_object('_id', ${id}, 'firstName', ${firstName}, 'lastName', ${lastName})`;

  /**
   * The one mapping from rows to the API's post: authors by id and name only (no e-mail, role
   * or anything else), comments oldest first, the viewer's like. Built in SQL so a page of 20
   * posts and their ~200 comments leaves the database as 20 JSON texts.
   */
  const postJson = (viewerId: string | undefined) => sql<PostJson>`json_build_object(
      '_id', ${posts.id},
      'title', ${posts.title},
      'content', ${posts.content},
      'tags', ${posts.tags},
      'user', ${author(sql`${users.id}`, sql`${users.firstName}`, sql`${users.lastName}`)},
      'createdAt', ${iso(sql`${posts.createdAt}`)},
      'updatedAt', ${iso(sql`${posts.updatedAt}`)},
      'comments', coalesce((
        select json_agg(json_build_object(
                 '_id', c.id,
                 'name', trim(cu.first_name || ' ' || cu.last_name),
                 'text', c.text,
                 'createdAt', ${iso(sql`c.created_at`)},
                 'user', ${author(sql`cu.id`, sql`cu.first_name`, sql`cu.last_name`)})
               order by c.seq)
        from ${postComments} c join ${users} cu on cu.id = c.user_id
        where c.post_id = ${posts.id}), '[]'::json),
      'likes', ${posts.likeCount},
      'likedByMe', ${likedBy(viewerId)})::text`;

  const selectPosts = (viewerId: string | undefined, where: SQL | undefined, limit: number) =>
    db
      .select({ seq: posts.seq, json: postJson(viewerId) })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(where)
      .orderBy(desc(posts.seq))
      .limit(limit);

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
        posts: page.map((row) => row.json),
        nextBefore: rows.length > limit && last ? last.seq : undefined,
      };
    },

    async findPost(id: string, viewerId?: string): Promise<PostJson | undefined> {
      const [row] = await selectPosts(viewerId, eq(posts.id, id), 1);
      return row?.json;
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
