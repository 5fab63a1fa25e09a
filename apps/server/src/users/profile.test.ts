import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { insertProblem, insertSubmission } from '../test-support/seed-rows';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';
import { profileRepository } from './profile-repository';

const FORUM_LIMITS = { FORUM_POST_RATE_LIMIT_PER_HOUR: '1000' };

describe.each(testDatabaseKinds())('GET /api/user/getProfile figures on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, FORUM_LIMITS);
  }, 120_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('counts each solved problem once, by difficulty, and the forum activity the user wrote', async () => {
    const db = t.database.db;
    const learner = await registerLearner(t.app, 'Solver');
    const other = await registerLearner(t.app, 'Reader');
    const easy = await insertProblem(db, {
      title: 'Easy One',
      difficulty: 'easy',
      tags: ['array'],
    });
    const easier = await insertProblem(db, {
      title: 'Easy Two',
      difficulty: 'easy',
      tags: ['graph', 'dp'],
    });
    const hard = await insertProblem(db, { title: 'Hard One', difficulty: 'hard' });
    const unsolved = await insertProblem(db, { title: 'Medium Miss', difficulty: 'medium' });
    const at = (minutes: number) => new Date(Date.now() - (100 - minutes) * 60_000);
    const submit = (problemId: string, minutes: number, accepted: boolean) =>
      insertSubmission(db, { userId: learner.user._id, problemId, at: at(minutes), accepted });
    await submit(easy, 1, true);
    await submit(easy, 2, true); // accepted again: still one solved problem
    await submit(easier, 3, true);
    await submit(hard, 4, true);
    await submit(unsolved, 5, false);
    // Someone else's solve counts for them only.
    await insertSubmission(db, {
      userId: other.user._id,
      problemId: unsolved,
      at: at(6),
      accepted: true,
    });

    const first = (
      await call('POST', '/api/discuss', learner.cookie, {
        title: 'How I think about graphs',
        content: 'Start from the edges.',
        tags: 'graph, tips',
      })
    ).json();
    const second = (
      await call('POST', '/api/discuss', learner.cookie, { title: 'Second', content: 'More.' })
    ).json();
    await call('POST', `/api/discuss/${first._id}/comments`, other.cookie, { text: 'Nice' });
    await call('POST', `/api/discuss/${first._id}/comments`, other.cookie, { text: 'Agreed' });
    await call('POST', `/api/discuss/${first._id}/like`, other.cookie);
    await call('POST', `/api/discuss/${first._id}/like`, learner.cookie);
    const theirs = (
      await call('POST', '/api/discuss', other.cookie, { title: 'Theirs', content: 'Text.' })
    ).json();
    await call('POST', `/api/discuss/${theirs._id}/comments`, learner.cookie, { text: 'Mine' });

    const response = await call('GET', '/api/user/getProfile', learner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      _id: learner.user._id,
      problemSolvedCount: 3,
      problemsSolved: [
        { _id: easy, title: 'Easy One', difficulty: 'easy', tags: 'array' },
        { _id: easier, title: 'Easy Two', difficulty: 'easy', tags: 'graph, dp' },
        { _id: hard, title: 'Hard One', difficulty: 'hard', tags: 'array' },
      ],
      stats: { easy: 2, medium: 0, hard: 1, postsCount: 2, commentsCount: 1 },
    });
    expect(profile.problemsSolved).toHaveLength(3);
    expect(profile.posts).toEqual([
      {
        _id: second._id,
        title: 'Second',
        content: 'More.',
        tags: [],
        createdAt: second.createdAt,
        likes: 0,
        commentCount: 0,
      },
      {
        _id: first._id,
        title: 'How I think about graphs',
        content: 'Start from the edges.',
        tags: ['graph', 'tips'],
        createdAt: first.createdAt,
        likes: 2,
        commentCount: 2,
      },
    ]);
    expect(Date.parse(profile.joinDate)).not.toBeNaN();
  });

  it('is empty, not missing, for a new learner', async () => {
    const learner = await registerLearner(t.app, 'Newcomer');
    expect((await call('GET', '/api/user/getProfile', learner.cookie)).json()).toMatchObject({
      problemSolvedCount: 0,
      problemsSolved: [],
      posts: [],
      stats: { easy: 0, medium: 0, hard: 0, postsCount: 0, commentsCount: 0 },
    });
  });
});

/**
 * The figures are ONE query however many problems were solved and posts written: counted here
 * on PostgreSQL, where every statement drizzle sends goes through its logger.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the profile query count on PostgreSQL', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let statements: string[];
  let counted: Database;
  beforeAll(async () => {
    t = await createTestApp('postgres', FORUM_LIMITS);
    pool = new pg.Pool({ connectionString: t.database.url });
    statements = [];
    counted = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (query) => statements.push(query) },
    }) as unknown as Database;
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it('reads 30 solved problems and 12 posts with their counters in one statement', async () => {
    const learner = await registerLearner(t.app, 'Prolific');
    for (let n = 0; n < 30; n += 1) {
      const problemId = await insertProblem(t.database.db, {
        title: `Problem ${n}`,
        difficulty: (['easy', 'medium', 'hard'] as const)[n % 3] ?? 'easy',
      });
      await insertSubmission(t.database.db, {
        userId: learner.user._id,
        problemId,
        at: new Date(Date.now() - n * 1000),
        accepted: true,
      });
    }
    for (let n = 0; n < 12; n += 1) {
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/discuss',
        headers: { cookie: learner.cookie },
        payload: { title: `Post ${n}`, content: 'Body' },
      });
      expect(post.statusCode, post.body).toBe(201);
    }

    statements.length = 0;
    const figures = await profileRepository(counted).figuresOf(learner.user._id);
    expect(statements).toHaveLength(1);
    expect(figures.solved).toHaveLength(30);
    expect(figures.postsCount).toBe(12);
    expect(figures.posts).toHaveLength(10);
  });
});
