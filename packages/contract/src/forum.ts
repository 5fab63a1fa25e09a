import { z } from 'zod';
import { text } from './text';
import { POST_TAG_MAX } from './vocabulary';

// The discussion forum: posts with tags, comments and likes (docs/forum.md).

export const POST_TITLE_MAX = 150;
export const POST_CONTENT_MAX = 20_000;
export const COMMENT_MAX = 2_000;
export const POST_TAGS_MAX = 10;
export const FORUM_PAGE_SIZE = 20;
export const FORUM_PAGE_MAX = 100;
/**
 * The next page's cursor travels in this response header: the list body stays a JSON array,
 * which is what the original client reads.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Validation messages, shown as they are by the create modal and the comment box. */
export const forumMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${POST_TITLE_MAX} characters`,
  contentRequired: 'Content is required',
  contentTooLong: `Content must be at most ${POST_CONTENT_MAX} characters`,
  commentRequired: 'Comment text is required',
  commentTooLong: `Comment must be at most ${COMMENT_MAX} characters`,
  tooManyTags: `At most ${POST_TAGS_MAX} tags are allowed`,
  badTag: `Tags use only a-z, 0-9 and -, up to ${POST_TAG_MAX} characters each`,
  invalidPostId: 'Invalid post id',
  invalidCommentId: 'Invalid comment id',
  invalidCursor: 'Invalid cursor',
} as const;

const TAG_PATTERN = /^[a-z0-9-]+$/;

/** `"Graph, DP ,, dp"` or `["Graph", " dp"]` → `["graph", "dp"]`: trimmed, lower-cased, unique. */
export function normaliseTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((t) => t.split(','));
  const tags = parts.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== '');
  return [...new Set(tags)];
}

const tagsSchema = z
  .union([text(), z.array(text())], { error: forumMessages.badTag })
  .transform(normaliseTags)
  .pipe(
    z
      .array(
        z.string().max(POST_TAG_MAX, forumMessages.badTag).regex(TAG_PATTERN, forumMessages.badTag),
      )
      .max(POST_TAGS_MAX, forumMessages.tooManyTags),
  );

/** Required text: whitespace only counts as empty; stored trimmed. */
const requiredText = (required: string, max: number, tooLong: string) =>
  text({ error: required }).trim().min(1, required).max(max, tooLong);

const titleSchema = requiredText(
  forumMessages.titleRequired,
  POST_TITLE_MAX,
  forumMessages.titleTooLong,
);
const contentSchema = requiredText(
  forumMessages.contentRequired,
  POST_CONTENT_MAX,
  forumMessages.contentTooLong,
);

export const createPostRequestSchema = z.object({
  title: titleSchema,
  content: contentSchema,
  tags: tagsSchema.default([]),
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

/** An edit changes only the fields it carries. */
export const updatePostRequestSchema = z.object({
  title: titleSchema.optional(),
  content: contentSchema.optional(),
  tags: tagsSchema.optional(),
});
export type UpdatePostRequest = z.input<typeof updatePostRequestSchema>;

export const commentRequestSchema = z.object({
  text: requiredText(forumMessages.commentRequired, COMMENT_MAX, forumMessages.commentTooLong),
});
export type CommentRequest = z.infer<typeof commentRequestSchema>;

export const postIdParamsSchema = z.object({ id: z.uuid(forumMessages.invalidPostId) });
export const commentIdParamsSchema = postIdParamsSchema.extend({
  commentId: z.uuid(forumMessages.invalidCommentId),
});

export const listPostsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${FORUM_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${FORUM_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${FORUM_PAGE_MAX}`)
    .max(FORUM_PAGE_MAX, `limit must be a whole number from 1 to ${FORUM_PAGE_MAX}`)
    .default(FORUM_PAGE_SIZE),
  /** Opaque: the value of the previous page's next-cursor header. */
  before: text()
    .regex(/^\d{1,18}$/, forumMessages.invalidCursor)
    .optional(),
  tag: text()
    .trim()
    .toLowerCase()
    .max(POST_TAG_MAX, forumMessages.badTag)
    .regex(TAG_PATTERN, forumMessages.badTag)
    .optional(),
});

/** Authors appear by name only: no e-mail, no role, nothing else about them. */
export const postAuthorSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const commentSchema = z.object({
  _id: z.string(),
  /** The author's full name, as the original client shows it. */
  name: z.string(),
  text: z.string(),
  createdAt: z.string(),
  user: postAuthorSchema,
});
export type PostComment = z.infer<typeof commentSchema>;

export const postSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  user: postAuthorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  comments: z.array(commentSchema),
  likes: z.number(),
  likedByMe: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const likeResultSchema = z.object({ likes: z.number(), likedByMe: z.boolean() });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const forumStatsSchema = z.object({
  totalPosts: z.number(),
  totalComments: z.number(),
  /** The most used tags, most used first (at most FORUM_TOPICS_MAX). */
  topics: z.array(z.object({ tag: z.string(), count: z.number() })),
  /** People who have written at least one post. */
  activeUsers: z.number(),
});
export type ForumStats = z.infer<typeof forumStatsSchema>;

/** The stats list this many topics at most: a chip row, not an index of every tag ever used. */
export const FORUM_TOPICS_MAX = 50;
