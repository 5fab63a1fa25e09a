import http from 'node:http';
import { problemInputSchema, type Scoreboard } from '@grindstone/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { composeServices } from '../compose';
import { openDatabase } from '../db/client';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { sumProblem, sumSolutions } from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { insertProblem, insertSubmission } from '../test-support/seed-rows';
import {
  createTestApp,
  createTestJudge,
  registerLearner,
  signInAdmin,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] live scoreboard tests skipped: ${skipJudge}`);
const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/**
 * Reads a server-sent event stream's `data:` events as they come, over its own connection
 * (no keep-alive agent), which `close` destroys as a browser leaving the page would.
 */
async function openStream(url: string, cookie: string) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(url, { headers: { cookie }, agent: false }, resolve).on('error', reject);
  });
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  response.setEncoding('utf8');
  let buffered = '';
  let wake: (() => void) | null = null;
  response.on('data', (chunk: string) => {
    buffered += chunk;
    wake?.();
  });
  return {
    async next(timeoutMs: number): Promise<Scoreboard> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = event.split('\n').find((line) => line.startsWith('data: '));
          if (data) return JSON.parse(data.slice(6)) as Scoreboard;
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close: () => response.destroy(),
  };
}

describe.skipIf(skipJudge).each(testDatabaseKinds())('live scoreboard on %s', (kind) => {
  let t: TestApp;
  let other: { app: FastifyInstance; close(): Promise<void> } | null = null;
  let admin: string;
  let problemId: string;
  let contestId: string;
  let ada: Awaited<ReturnType<typeof registerLearner>>;
  let bob: Awaited<ReturnType<typeof registerLearner>>;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { JUDGE_RATE_LIMIT_PER_MINUTE: '1000' });
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem({ title: 'Live Sum' })),
      { skipVerification: true },
    );
    admin = await signInAdmin(t, `live-admin-${kind}@example.com`);
    ada = await registerLearner(t.app, 'Ada');
    bob = await registerLearner(t.app, 'Bob');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contests',
      headers: { cookie: admin },
      payload: {
        title: 'Live Round',
        problemIds: [problemId],
        startsAt: at(-10 * MINUTE),
        endsAt: at(60 * MINUTE),
      },
    });
    contestId = created.json().contest._id;
    for (const learner of [ada, bob]) {
      await t.app.inject({
        method: 'POST',
        url: `/api/contests/${contestId}/register`,
        headers: { cookie: learner.cookie },
      });
    }
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it('streams the board on connect and again within 2 s of an accepted submission', async () => {
    const stream = await openStream(
      `${base}/api/contests/${contestId}/scoreboard/stream`,
      bob.cookie,
    );
    try {
      const first = await stream.next(5000);
      expect(first.rows.map((row) => row.user.firstName).sort()).toEqual(['Ada', 'Bob']);
      expect(first.rows.every((row) => row.solved === 0)).toBe(true);
      const submitted = await t.app.inject({
        method: 'POST',
        url: `/api/submission/submit/${problemId}`,
        headers: { cookie: ada.cookie },
        payload: { code: sumSolutions.javascript, language: 'javascript', contestId },
      });
      const judgedAt = Date.now();
      expect(submitted.json().accepted).toBe(true);
      let update = await stream.next(2000);
      while (!update.rows.find((row) => row.user.firstName === 'Ada')?.solved) {
        update = await stream.next(2000 - (Date.now() - judgedAt));
      }
      expect(update.rows[0]).toMatchObject({ rank: 1, solved: 1, user: { firstName: 'Ada' } });
    } finally {
      stream.close();
    }
  });

  // Two servers share one PostgreSQL database. PGlite has one process, so only the PostgreSQL
  // variant has this test (testDatabaseKinds says so when that variant does not run).
  const onPostgres = kind === 'postgres' ? it : null;
  onPostgres?.('shows the same board on a second server of the same database', async () => {
    const database = await openDatabase({ url: t.database.url as string });
    const judge = createTestJudge(t.config);
    const app = await buildApp({ services: composeServices(t.config, database, judge) });
    other = {
      app,
      close: async () => {
        await app.close();
        await judge.close();
        await database.close();
      },
    };
    const read = async (server: FastifyInstance) =>
      (
        await server.inject({ method: 'GET', url: `/api/contests/${contestId}/scoreboard` })
      ).json() as Scoreboard;
    // The second server loads the board now, then hears of Bob's submission on the first.
    expect((await read(app)).rows.find((row) => row.user.firstName === 'Bob')?.solved).toBe(0);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/submission/submit/${problemId}`,
      headers: { cookie: bob.cookie },
      payload: { code: sumSolutions.javascript, language: 'javascript', contestId },
    });
    expect(submitted.json().accepted).toBe(true);
    const deadline = Date.now() + 2000;
    let bobRow = (await read(app)).rows.find((row) => row.user.firstName === 'Bob');
    while (!bobRow?.solved && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      bobRow = (await read(app)).rows.find((row) => row.user.firstName === 'Bob');
    }
    expect(bobRow).toMatchObject({ solved: 1 });
    expect(await read(app)).toEqual(await read(t.app));
  });
});

describe.each(testDatabaseKinds())('leaderboard on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('ranks learners by difficulty-weighted solves, ties by who got there first, with streaks', async () => {
    const db = t.database.db;
    const easy = await insertProblem(db, { title: 'Board Easy', difficulty: 'easy' });
    const medium = await insertProblem(db, { title: 'Board Medium', difficulty: 'medium' });
    const hard = await insertProblem(db, { title: 'Board Hard', difficulty: 'hard' });
    const ann = await registerLearner(t.app, 'Ann');
    const ben = await registerLearner(t.app, 'Ben');
    const col = await registerLearner(t.app, 'Col');
    const dot = await registerLearner(t.app, 'Dot');
    const day = 86_400_000;
    const now = Date.now();
    // Ann: hard (3), two days ago. Ben: easy + medium (3), today and yesterday: a 2-day streak,
    // but he reached 3 later than Ann. Col: easy only. Dot: only a wrong answer.
    await insertSubmission(db, {
      userId: ann.user._id,
      problemId: hard,
      at: new Date(now - 2 * day),
      accepted: true,
    });
    await insertSubmission(db, {
      userId: ben.user._id,
      problemId: easy,
      at: new Date(now - day),
      accepted: true,
    });
    await insertSubmission(db, {
      userId: ben.user._id,
      problemId: medium,
      at: new Date(now - 1000),
      accepted: true,
    });
    await insertSubmission(db, {
      userId: col.user._id,
      problemId: easy,
      at: new Date(now - 5 * day),
      accepted: true,
    });
    await insertSubmission(db, {
      userId: dot.user._id,
      problemId: easy,
      at: new Date(now),
      accepted: false,
    });

    const response = await t.app.inject({ method: 'GET', url: '/api/leaderboard' });
    expect(response.statusCode, JSON.stringify(t.logs.filter((line) => line.level === 50))).toBe(
      200,
    );
    const board = response.json();
    expect(board).toMatchObject({ page: 1, totalPages: 1 });
    expect(board.rows.map((row: { user: { firstName: string } }) => row.user.firstName)).toEqual([
      'Ann',
      'Ben',
      'Col',
    ]);
    expect(board.rows[0]).toMatchObject({ rank: 1, solved: 1, score: 3, streak: 0, rating: null });
    expect(board.rows[1]).toMatchObject({ rank: 2, solved: 2, score: 3, streak: 2 });
    expect(board.rows[2]).toMatchObject({ rank: 3, solved: 1, score: 1, streak: 0 });
    expect(response.body).not.toMatch(/@example\.com/);
    expect((await t.app.inject({ method: 'GET', url: '/api/leaderboard?page=0' })).statusCode).toBe(
      400,
    );
  });
});
