import {
  type Counterexample,
  type CustomChecker,
  checkerTypes,
  contestScorings,
  difficulties,
  type FailedTest,
  type LanguageTimeLimits,
  languageIds,
  type Score,
  type TestGroup,
  userRoles,
} from '@grindstone/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Stored lower-cased so that look-ups are case-insensitive and unique regardless of case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('user'),
    profileImage: text('profile_image').notNull().default(''),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    github: text('github').notNull().default(''),
    age: integer('age'),
    /** The contest rating (contests/ratings.ts); null until a rated contest is finalised. */
    rating: integer('rating'),
    /** When the owner proved the address (a followed link, or a provider's verified e-mail). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Set when the owner deleted the account: the row stays so that forum posts keep an author
     * (shown as "deleted user"), but every personal field is scrubbed (accounts/delete-account.ts).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_role_check', sql`${table.role} in ('user', 'instructor', 'admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a stolen database does not yield usable sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey(),
    /** Stable name from a problem package (problems/<slug>); null for problems made in the UI. */
    slug: text('slug'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    difficulty: text('difficulty', { enum: difficulties }).notNull(),
    tags: text('tags').array().notNull(),
    /** Patterns it practises (vocabulary `problemTopics`), the main one first. */
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    companies: text('companies').array().notNull().default(sql`'{}'::text[]`),
    timeLimitMs: integer('time_limit_ms').notNull(),
    /** Per-language limits overriding timeLimitMs × the language's factor (timeLimitFor). */
    languageTimeLimitsMs: jsonb('language_time_limits_ms')
      .$type<LanguageTimeLimits>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    memoryLimitKb: integer('memory_limit_kb').notNull(),
    checker: text('checker', { enum: checkerTypes }).notNull(),
    floatTolerance: doublePrecision('float_tolerance'),
    /** With `checker: 'custom'`: its program (C++ source, headers, protocol, arguments). */
    customChecker: jsonb('custom_checker').$type<CustomChecker>(),
    /** Subtasks over the hidden tests, in order (empty: pass-fail). */
    testGroups: jsonb('test_groups').$type<TestGroup[]>().notNull().default(sql`'[]'::jsonb`),
    startCode: jsonb('start_code').$type<CodeEntry[]>().notNull(),
    referenceSolution: jsonb('reference_solution').$type<CodeEntry[]>().notNull(),
    editorial: text('editorial').notNull().default(''),
    hints: text('hints').array().notNull().default(sql`'{}'::text[]`),
    /** JavaScript making small random inputs (`random.js`); null: no counterexamples. */
    randomInputGenerator: text('random_input_generator'),
    /** JavaScript checking an input against the statement's rules (`validator.js`). */
    inputValidator: text('input_validator'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('problems_slug_unique').on(table.slug),
    index('problems_difficulty_idx').on(table.difficulty, table.createdAt, table.id),
    index('problems_created_idx').on(table.createdAt, table.id),
    index('problems_tags_idx').using('gin', table.tags),
    index('problems_topics_idx').using('gin', table.topics),
    // `title ilike '%word%'` (the list's search) can use only a trigram index.
    index('problems_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
  ],
);

/** `{language: 'C++' | 'Java' | 'JavaScript', code}`: start code or a reference solution. */
export interface CodeEntry {
  language: string;
  code: string;
}

/** Tests live apart from problems so lists never load them and hidden ones load only on purpose. */
export const testCases = pgTable(
  'test_cases',
  {
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    visible: boolean('visible').notNull(),
    input: text('input').notNull(),
    output: text('output').notNull(),
    explanation: text('explanation').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.problemId, table.visible, table.position] })],
);

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: text('language', { enum: languageIds }).notNull(),
    code: text('code').notNull(),
    /** 'pending' until judged, then the verdict text (e.g. 'Accepted', 'Wrong Answer'). */
    status: text('status').notNull(),
    statusId: integer('status_id'),
    passed: integer('passed').notNull().default(0),
    total: integer('total').notNull().default(0),
    runtimeSeconds: doublePrecision('runtime_seconds'),
    memoryKb: integer('memory_kb'),
    error: text('error'),
    /** The first failing test when the learner may see it (a visible example); else null. */
    failedTest: jsonb('failed_test').$type<FailedTest>(),
    /** The counterexample finder's answer, kept so that asking again costs nothing. */
    counterexample: jsonb('counterexample').$type<Counterexample>(),
    /** On a problem with test groups: the points earned, of the most, and per group. */
    score: jsonb('score').$type<Score>(),
    /** Set when the submission counts for a contest: the contest and the participation. */
    contestId: uuid('contest_id').references(() => contests.id, { onDelete: 'set null' }),
    participantId: uuid('participant_id').references(() => contestParticipants.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('submissions_user_problem_idx').on(table.userId, table.problemId, table.createdAt),
    index('submissions_contest_idx')
      .on(table.contestId, table.createdAt)
      .where(sql`${table.contestId} is not null`),
    index('submissions_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
  ],
);

/** One row per (user, problem) after the first accepted submission. */
export const solvedProblems = pgTable(
  'solved_problems',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    solvedAt: timestamp('solved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.problemId] }),
    index('solved_problems_problem_idx').on(table.problemId),
  ],
);

/**
 * A problem's editorial video, at most one. Only the stored fields for now: the upload flow
 * (signature, media host or Cloudinary) comes later and writes here.
 */
export const problemVideos = pgTable('problem_videos', {
  problemId: uuid('problem_id')
    .primaryKey()
    .references(() => problems.id, { onDelete: 'cascade' }),
  /** The media host's id of the file (Cloudinary's public_id, or the built-in host's). */
  cloudinaryPublicId: text('cloudinary_public_id').notNull(),
  secureUrl: text('secure_url').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  durationSeconds: doublePrecision('duration_seconds'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mediaKinds = ['image', 'video'] as const;
export const mediaStatuses = ['receiving', 'stored'] as const;

/**
 * Files on the built-in media host. A video's row is created when its upload starts (the
 * public_id as key: a signature can be used by one upload at a time and never again after one
 * succeeded) and marked stored once the file is published; images are stored in one step.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    /** The public_id: `ed-<problemId>-<hex>` for videos, `img-<hex>` for images. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: mediaKinds }).notNull(),
    status: text('status', { enum: mediaStatuses }).notNull(),
    /** The published file's name under DATA_DIR/media (served at /api/media/<name>). */
    fileName: text('file_name').unique(),
    contentType: text('content_type'),
    bytes: integer('bytes').notNull().default(0),
    durationSeconds: doublePrecision('duration_seconds'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    /**
     * While `receiving`: the server process receiving it (`media/upload-holder.ts`), so a start
     * after a crash releases what a dead process held. Null once stored.
     */
    holder: text('holder'),
    createdAt: createdAt(),
  },
  (table) => [
    index('media_files_owner_idx').on(table.ownerId),
    check('media_files_kind_check', sql`${table.kind} in ('image', 'video')`),
    check('media_files_status_check', sql`${table.status} in ('receiving', 'stored')`),
  ],
);

export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type ProblemRow = typeof problems.$inferSelect;
export type ProblemVideoRow = typeof problemVideos.$inferSelect;
export type TestCaseRow = typeof testCases.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;

// The discussion forum. The counters (a post's likes and comments, the forum's totals, posts per
// tag and per author) are kept by triggers in drizzle/0005_forum.sql, in the same transaction as
// the write, so the list and the stats never count rows (docs/forum.md).

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey(),
    /** Insertion order: the list's sort key and its cursor (exact, unlike timestamps). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('posts_seq_unique').on(table.seq),
    index('posts_tags_idx').using('gin', table.tags),
    index('posts_user_idx').on(table.userId),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('post_comments_post_idx').on(table.postId, table.seq),
    index('post_comments_user_idx').on(table.userId),
  ],
);

/** One like per user and post: the primary key makes concurrent clicks safe. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('post_likes_user_idx').on(table.userId),
  ],
);

/** A single row (id 1): the forum's totals. `authors` counts the rows of forumAuthorCounts. */
export const forumTotals = pgTable('forum_totals', {
  id: integer('id').primaryKey(),
  posts: bigint('posts', { mode: 'number' }).notNull().default(0),
  comments: bigint('comments', { mode: 'number' }).notNull().default(0),
  authors: bigint('authors', { mode: 'number' }).notNull().default(0),
});

/** Posts per tag; a tag's row goes when its last post does. */
export const forumTagCounts = pgTable(
  'forum_tag_counts',
  {
    tag: text('tag').primaryKey(),
    posts: integer('posts').notNull(),
  },
  (table) => [index('forum_tag_counts_posts_idx').on(table.posts, table.tag)],
);

/** Posts per author; an author's row goes with their last post, so the row count is activeUsers. */
export const forumAuthorCounts = pgTable('forum_author_counts', {
  userId: uuid('user_id').primaryKey(),
  posts: integer('posts').notNull(),
});

export type PostRow = typeof posts.$inferSelect;
export type PostCommentRow = typeof postComments.$inferSelect;

export const contests = pgTable(
  'contests',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    scoring: text('scoring', { enum: contestScorings }).notNull().default('icpc'),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    /** A private contest is reached with this code; null for public ones. */
    joinCode: text('join_code'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    freezeAt: timestamp('freeze_at', { withTimezone: true }),
    penaltyMinutes: integer('penalty_minutes').notNull().default(20),
    rated: boolean('rated').notNull().default(false),
    /** When an admin revealed the frozen board (POST /contests/{id}/unfreeze). */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    /** When an admin finalised it: ratings are applied once, then. */
    finalisedAt: timestamp('finalised_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('contests_starts_at_idx').on(table.startsAt),
    check('contests_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export const contestProblems = pgTable(
  'contest_problems',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    /** 0 for A, 1 for B, … */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contestId, table.problemId] }),
    index('contest_problems_problem_idx').on(table.problemId),
  ],
);

export const contestParticipants = pgTable(
  'contest_participants',
  {
    id: uuid('id').primaryKey(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A personal run after the end, of the contest's length from `startsAt`. */
    virtual: boolean('virtual').notNull().default(false),
    /** The official start for registered participants; the run's start for virtual ones. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contest_participants_unique').on(table.contestId, table.userId, table.virtual),
    index('contest_participants_user_idx').on(table.userId),
  ],
);

/** One row per rated participant of a finalised contest: the rating before and after. */
export const contestRatings = pgTable(
  'contest_ratings',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    ratingBefore: integer('rating_before').notNull(),
    ratingAfter: integer('rating_after').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.contestId, table.userId] }),
    index('contest_ratings_user_idx').on(table.userId),
  ],
);

export type ContestRow = typeof contests.$inferSelect;

/** Curated paths through the catalogue (admins; the bundled ones come from `sheets/`). */
export const sheets = pgTable(
  'sheets',
  {
    id: uuid('id').primaryKey(),
    /** The bundled sheet's file name (sheets/<slug>.json); null for sheets made in the app. */
    slug: text('slug'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sheets_slug_unique').on(table.slug)],
);

export const sheetSections = pgTable(
  'sheet_sections',
  {
    id: uuid('id').primaryKey(),
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => sheets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (table) => [index('sheet_sections_sheet_idx').on(table.sheetId, table.position)],
);

/** A problem deleted from the catalogue leaves every sheet (the row goes with it). */
export const sheetProblems = pgTable(
  'sheet_problems',
  {
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sheetSections.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sectionId, table.problemId] }),
    index('sheet_problems_problem_idx').on(table.problemId),
  ],
);

/** A learner's own lists ("Add to Sheets"), private unless shared by their link. */
export const problemLists = pgTable(
  'problem_lists',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** A random token that lets anyone read the list; null when not shared (revoked). */
    shareToken: text('share_token'),
    createdAt: createdAt(),
  },
  (table) => [
    index('problem_lists_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('problem_lists_share_token_unique').on(table.shareToken),
  ],
);

export const problemListItems = pgTable(
  'problem_list_items',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => problemLists.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.problemId] }),
    index('problem_list_items_problem_idx').on(table.problemId),
  ],
);

/** A learner's private note on a problem (Markdown). */
export const problemNotes = pgTable(
  'problem_notes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.problemId] })],
);

/** When a solved problem is next due for review (review/schedule.ts). */
export const reviews = pgTable(
  'reviews',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Days between the last review (or the solve) and dueAt. */
    intervalDays: integer('interval_days').notNull(),
    /** How far along the ladder of intervals the problem is (0: first review). */
    step: integer('step').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    lastGradedAt: timestamp('last_graded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.problemId] }),
    index('reviews_user_due_idx').on(table.userId, table.dueAt),
  ],
);

/**
 * A single-use link sent by e-mail (password reset, address verification). Only the SHA-256 of
 * the token is stored: a copy of the database does not yield working links.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-reset', 'email-verification'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

/** An account at an OpenID Connect provider linked to a user: the provider's (issuer, subject). */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/** A class (a course, a cohort): its members, and the assignments its instructors set. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** What learners type (or follow in a link) to join; instructors can rotate it. */
    joinCode: text('join_code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('classes_join_code_unique').on(table.joinCode)],
);

export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['instructor', 'student'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.userId] }),
    index('class_members_user_idx').on(table.userId),
  ],
);

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** In the order the instructor gave them. */
    problemIds: uuid('problem_ids').array().notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Null: late solves score nothing ('none'); else the percentage a late solve loses. */
    latePenaltyPercent: integer('late_penalty_percent'),
    createdAt: createdAt(),
  },
  (table) => [index('assignments_class_idx').on(table.classId, table.dueAt)],
);

/** A later due date for one learner. */
export const assignmentExtensions = pgTable(
  'assignment_extensions',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.userId] })],
);

/**
 * The similarity job's answer for one assignment (classes/similarity/): the pairs, most similar
 * first, and a digest of the accepted submissions it compared, so that any change (a new one, a
 * member gone) marks it stale.
 */
export const similarityReports = pgTable('similarity_reports', {
  assignmentId: uuid('assignment_id')
    .primaryKey()
    .references(() => assignments.id, { onDelete: 'cascade' }),
  pairs: jsonb('pairs').$type<StoredSimilarityPair[]>().notNull(),
  inputsDigest: text('inputs_digest').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

export interface StoredSimilarityPair {
  problemId: string;
  a: { userId: string; submissionId: string };
  b: { userId: string; submissionId: string };
  /** 0..1: the share of fingerprints the two have in common (Jaccard). */
  score: number;
}
