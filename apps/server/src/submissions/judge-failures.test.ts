import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { problemInputSchema } from '@grindstone/contract';
import { createInProcessQueue, createJudge, type Judge } from '@grindstone/judge';
import { bwrapFailingRuns } from '@grindstone/judge/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_FAILED_MESSAGE } from '../judging/judge-failure';
import { JUDGE_BUSY_RETRY_AFTER_SECONDS } from '../judging/judge-port';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import {
  busyQueue,
  crashedWorker,
  internalErrorOnTest,
  judgeStandIn,
} from '../test-support/judge-stand-in';
import { sumProblem, sumSolutions } from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

/** What learners get when the judge fails or is busy; a stand-in plays the judge. */
describe.each(testDatabaseKinds())('judge failures on %s', (kind) => {
  let t: TestApp;
  let problemId: string;
  let learner: Awaited<ReturnType<typeof registerLearner>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { JUDGE_RATE_LIMIT_PER_MINUTE: '1000' });
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem()),
      { skipVerification: true },
    );
    learner = await registerLearner(t.app, 'Unlucky');
  });
  afterAll(() => t.close());

  const post = (path: 'run' | 'submit') =>
    t.app.inject({
      method: 'POST',
      url: `/api/submission/${path}/${problemId}`,
      payload: { code: sumSolutions.javascript, language: 'javascript' },
      headers: { cookie: learner.cookie },
    });
  const history = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/problem/submittedProblem/${problemId}`,
        headers: { cookie: learner.cookie },
      })
    ).json() as Array<{ status: string; status_id: number; errorMessage: string | null }>;

  const expectGeneric503 = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({
      message: JUDGE_FAILED_MESSAGE,
      error: JUDGE_FAILED_MESSAGE,
      code: 'UNAVAILABLE',
      requestId: expect.any(String),
    });
    expect(response.body).not.toMatch(/secret|Judge worker failed|ENOENT|judge0/);
  };

  it('answers Submit with 503 when a worker crashed, and the history says Internal Error', async () => {
    t.judge.queue = judgeStandIn(crashedWorker);
    const before = (await history()).length;
    const response = await post('submit');
    expectGeneric503(response);
    const rows = await history();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({
      status: 'Internal Error',
      status_id: 13,
      errorMessage: JUDGE_FAILED_MESSAGE,
    });
    // The details are in the log, under the id the learner was given.
    const logged = t.logs.find((line) => line.requestId === response.json().requestId);
    expect(String(logged?.detail)).toContain('/srv/grindstone/secret-cache');
  });

  it('answers Submit with 503 when Judge0 could not run one test', async () => {
    t.judge.queue = judgeStandIn(internalErrorOnTest);
    expectGeneric503(await post('submit'));
    const [latest] = await history();
    expect(latest).toMatchObject({ status: 'Internal Error', status_id: 13 });
    expect(JSON.stringify(latest)).not.toContain('secret');
  });

  it('answers Run with 503 on either kind of judge failure', async () => {
    t.judge.queue = judgeStandIn(crashedWorker);
    expectGeneric503(await post('run'));
    t.judge.queue = judgeStandIn(internalErrorOnTest);
    expectGeneric503(await post('run'));
  });

  it('answers 503 when the queue throws something that is not a JudgeError, detail logged', async () => {
    t.judge.queue = judgeStandIn(() => {
      throw new TypeError('Cannot read properties of undefined (reading /srv/grindstone/secret)');
    });
    for (const path of ['run', 'submit'] as const) {
      const response = await post(path);
      expectGeneric503(response);
      const logged = t.logs.find((line) => line.requestId === response.json().requestId);
      expect(String(logged?.detail)).toContain('TypeError: Cannot read properties of undefined');
    }
    const [latest] = await history();
    expect(latest).toMatchObject({
      status: 'Internal Error',
      status_id: 13,
      errorMessage: JUDGE_FAILED_MESSAGE,
    });
  });

  it('answers 503 "busy" when the queue is full and leaves no submission behind', async () => {
    t.judge.queue = busyQueue();
    const before = await history();
    const response = await post('submit');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The judge is busy. Please try again in a moment.',
      error: 'The judge is busy. Please try again in a moment.',
      code: 'UNAVAILABLE',
    });
    expect(response.headers['retry-after']).toBe(String(JUDGE_BUSY_RETRY_AFTER_SECONDS));
    expect(await history()).toEqual(before);
    const run = await post('run');
    expect(run.statusCode).toBe(503);
    expect(run.headers['retry-after']).toBe(String(JUDGE_BUSY_RETRY_AFTER_SECONDS));
  });

  it('sends no Retry-After when the judge failed rather than being busy', async () => {
    t.judge.queue = judgeStandIn(crashedWorker);
    const response = await post('run');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

const skipJudge = judgeSkipReason();

/**
 * The real judge, with a bwrap that fails as it does when a compiled program has vanished from
 * the host: its message names a host path, and it is the sandbox's failure, not the program's.
 */
describe.skipIf(skipJudge)('when the sandbox itself fails', () => {
  let t: TestApp;
  let problemId: string;
  let fakeBwrap: string;
  let judge: Judge;

  beforeAll(async () => {
    fakeBwrap = bwrapFailingRuns();
    const worker = Number(process.env.VITEST_POOL_ID ?? 0);
    judge = createJudge({ slots: 1, uidBase: 63_500 + worker * 16, bwrapCandidates: [fakeBwrap] });
    t = await createTestApp('pglite', { JUDGE_RATE_LIMIT_PER_MINUTE: '1000' });
    t.judge.queue = createInProcessQueue({ judge });
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem()),
      { skipVerification: true },
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await judge.close();
    rmSync(dirname(fakeBwrap), { recursive: true, force: true });
  });

  it('stores and answers Internal Error with the generic message; the host path goes to the log only', async () => {
    const learner = await registerLearner(t.app, 'Sandboxless');
    const request = (path: 'run' | 'submit') =>
      t.app.inject({
        method: 'POST',
        url: `/api/submission/${path}/${problemId}`,
        payload: { code: sumSolutions.javascript, language: 'javascript' },
        headers: { cookie: learner.cookie },
      });
    for (const path of ['run', 'submit'] as const) {
      const response = await request(path);
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({
        message: JUDGE_FAILED_MESSAGE,
        error: JUDGE_FAILED_MESSAGE,
        code: 'UNAVAILABLE',
        requestId: expect.any(String),
      });
      const logged = t.logs.find((line) => line.requestId === response.json().requestId);
      expect(String(logged?.detail)).toMatch(/Can't find source path \/\S+\/artefacts\//);
    }
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/problem/submittedProblem/${problemId}`,
      headers: { cookie: learner.cookie },
    });
    const rows = history.json() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'Internal Error',
      status_id: 13,
      errorMessage: JUDGE_FAILED_MESSAGE,
    });
    expect(history.body).not.toMatch(/bwrap|artefacts|source path/);
  });
});
