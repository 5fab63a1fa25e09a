import { problemInputSchema } from '@grindstone/contract';
import { createInProcessQueue, createJudge } from '@grindstone/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import {
  HIDDEN_SECRET_INPUT,
  HIDDEN_SECRET_OUTPUT,
  sumProblem,
  sumSolutions,
} from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';
import { recoverPendingSubmissions } from './recover-pending';
import { submissionsRepository } from './repository';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] run/submit tests skipped: ${skipJudge}`);

describe.skipIf(skipJudge)('running and submitting code', () => {
  let t: TestApp;
  let problemId: string;
  let learner: Awaited<ReturnType<typeof registerLearner>>;

  beforeAll(async () => {
    t = await createTestApp('pglite', { JUDGE_RATE_LIMIT_PER_MINUTE: '1000' });
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem()),
      { skipVerification: true },
    );
    learner = await registerLearner(t.app, 'Runner');
  }, 120_000);
  afterAll(() => t.close());

  const post = (path: string, payload: object, cookie: string | null = learner.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/submission/${path}/${problemId}`,
      payload,
      headers: cookie ? { cookie } : {},
    });
  const history = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/problem/submittedProblem/${problemId}`,
        headers: { cookie: learner.cookie },
      })
    ).json();

  it('asks guests to log in to run or submit', async () => {
    expect((await post('run', { code: sumSolutions.cpp, language: 'cpp' }, null)).statusCode).toBe(
      401,
    );
    expect(
      (await post('submit', { code: sumSolutions.cpp, language: 'cpp' }, null)).statusCode,
    ).toBe(401);
  });

  it('rejects an unknown language and empty code', async () => {
    const ruby = await post('run', { code: 'puts 1', language: 'ruby' });
    expect(ruby.statusCode).toBe(400);
    expect(ruby.json().message).toBe('Language must be one of javascript, java, cpp, python');
    expect((await post('run', { code: '', language: 'cpp' })).statusCode).toBe(400);
  });

  it('runs a wrong solution on the visible tests only, showing expected and actual output', async () => {
    const response = await post('run', { code: sumSolutions.wrongCpp, language: 'cpp' });
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json();
    expect(run.success).toBe(false);
    expect(run.error).toBe('Wrong Answer on test 1');
    expect(run.testCases).toHaveLength(2);
    expect(run.testCases[0]).toMatchObject({
      stdin: '1 2\n',
      expected_output: '3\n',
      stdout: '-1\n',
      status_id: 4,
    });
    expect(run.testCases[1]).toMatchObject({
      stdin: '-5 5\n',
      expected_output: '0\n',
      stdout: '-10\n',
      status_id: 4,
    });
    expect(response.body).not.toContain(HIDDEN_SECRET_INPUT.trim());
  });

  it('runs custom input against the reference solution’s output', async () => {
    const response = await post('run', {
      code: sumSolutions.javascript,
      language: 'javascript',
      customInput: '40 2\n',
    });
    const run = response.json();
    expect(run.success).toBe(true);
    expect(run.error).toBeNull();
    expect(run.testCases).toHaveLength(3);
    expect(run.testCases[2]).toMatchObject({
      stdin: '40 2\n',
      expected_output: '42\n',
      stdout: '42\n',
      status_id: 3,
    });
  });

  it('reports a compilation error with the compiler’s message', async () => {
    const run = (await post('run', { code: 'int main( {', language: 'cpp' })).json();
    expect(run.success).toBe(false);
    expect(run.error).toMatch(/error/i);
  });

  it('judges a submission on hidden tests too, stores it, and marks the problem solved only when accepted', async () => {
    const wrong = (
      await post('submit', { code: sumSolutions.overflowingJava, language: 'java' })
    ).json();
    expect(wrong).toMatchObject({
      accepted: false,
      status: 'Wrong Answer',
      status_id: 4,
      passedTestCases: 3,
      totalTestCases: 4,
      error: 'Wrong Answer on test 4',
    });
    const solvedBefore = await t.app.inject({
      method: 'GET',
      url: '/api/problem/problemSolvedByUser',
      headers: { cookie: learner.cookie },
    });
    expect(solvedBefore.json()).toEqual([]);

    const right = (await post('submit', { code: sumSolutions.cpp, language: 'cpp' })).json();
    expect(right).toMatchObject({
      accepted: true,
      status: 'Accepted',
      status_id: 3,
      passedTestCases: 4,
      totalTestCases: 4,
      error: null,
    });
    expect(right.runtime).toBeGreaterThanOrEqual(0);
    expect(right.memory).toBeGreaterThan(0);

    const solved = await t.app.inject({
      method: 'GET',
      url: '/api/problem/problemSolvedByUser',
      headers: { cookie: learner.cookie },
    });
    expect(solved.json().map((problem: { _id: string }) => problem._id)).toEqual([problemId]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/problem/getAllProblem?status=solved',
      headers: { cookie: learner.cookie },
    });
    expect(list.json().total).toBe(1);

    const submissions = await history();
    expect(submissions.map((s: { status: string }) => s.status)).toEqual([
      'Accepted',
      'Wrong Answer',
    ]);
    expect(submissions[0]).toMatchObject({
      _id: right.submissionId,
      language: 'cpp',
      testCasesPassed: 4,
      testCasesTotal: 4,
      errorMessage: null,
      code: sumSolutions.cpp,
    });
  });

  it('never leaks a hidden test’s input, expected output or the program’s output on it', async () => {
    const response = await post('submit', {
      code: sumSolutions.leakingJavascript,
      language: 'javascript',
    });
    expect(response.statusCode, response.body).toBe(200);
    // Visible tests and the first hidden one pass; the second hidden one crashes after echoing
    // its input to stdout and stderr. The learner learns which test and the verdict, nothing else.
    expect(response.json()).toMatchObject({
      accepted: false,
      status_id: 11,
      passedTestCases: 3,
      totalTestCases: 4,
      error: 'Runtime Error (NZEC) on test 4',
    });
    const [latest] = await history();
    expect(latest).toMatchObject({
      _id: response.json().submissionId,
      status_id: 11,
      errorMessage: 'Runtime Error (NZEC) on test 4',
    });
    expect(response.json()).not.toHaveProperty('failedTest');
    expect(latest).not.toHaveProperty('failedTest');
    for (const leaked of [
      HIDDEN_SECRET_INPUT.trim(),
      HIDDEN_SECRET_OUTPUT.trim(),
      'INPUT WAS',
      'SAW ',
    ]) {
      expect(response.body).not.toContain(leaked);
      expect(JSON.stringify({ ...latest, code: undefined })).not.toContain(leaked);
    }
  });

  it('shows the failing visible example whole: input, expected output, output and stderr, stored too', async () => {
    const response = await post('submit', { code: sumSolutions.wrongCpp, language: 'cpp' });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      index: 0,
      input: '1 2\n',
      expectedOutput: '3\n',
      output: '-1\n',
      stderr: '',
    };
    expect(response.json()).toMatchObject({
      status: 'Wrong Answer',
      error: 'Wrong Answer on test 1',
      failedTest: expected,
    });
    const [latest] = await history();
    expect(latest).toMatchObject({ _id: response.json().submissionId, failedTest: expected });
    // An accepted submission has none.
    const right = (await post('submit', { code: sumSolutions.cpp, language: 'cpp' })).json();
    expect(right).not.toHaveProperty('failedTest');
  });

  it('shows a crashing program’s stderr when the failing test is a visible one', async () => {
    const crashOnFirst =
      "const input = require('fs').readFileSync(0, 'utf8');\nconsole.error('INPUT WAS ' + input);\nprocess.exit(3);\n";
    const result = (await post('submit', { code: crashOnFirst, language: 'javascript' })).json();
    expect(result.status_id).toBe(11);
    // The learner's own example: its stderr may be shown.
    expect(result.error).toContain('INPUT WAS 1 2');
    expect(result.failedTest).toMatchObject({ index: 0, input: '1 2\n', output: '' });
    expect(result.failedTest.stderr).toContain('INPUT WAS 1 2');
  });

  it('keeps other learners’ submissions private', async () => {
    const other = await registerLearner(t.app, 'Other');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/problem/submittedProblem/${problemId}`,
      headers: { cookie: other.cookie },
    });
    expect(response.json()).toEqual([]);
  });
});

describe.skipIf(skipJudge)('when the judge is saturated or the server restarts', () => {
  let t: TestApp;
  let problemId: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem()),
      { skipVerification: true },
    );
  }, 120_000);
  afterAll(() => t.close());

  it('answers 503 with a message instead of queueing without bound, and keeps no refused submission', async () => {
    const worker = Number(process.env.VITEST_POOL_ID ?? 0);
    const judge = createJudge({ slots: 1, uidBase: 63_000 + worker * 16 });
    // A queue that holds one job at most: the second, arriving while the first runs, is refused.
    t.judge.queue = createInProcessQueue({ judge, maxDepth: 1 });
    const learner = await registerLearner(t.app, 'Crowd');
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/submission/submit/${problemId}`,
        payload: { code: sumSolutions.java, language: 'java' },
        headers: { cookie: learner.cookie },
      });
    const [first, second] = await Promise.all([submit(), submit()]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 503]);
    const refused = first.statusCode === 503 ? first : second;
    expect(refused.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/busy/i),
    });
    const rows = await submissionsRepository(t.database.db).listFor(learner.user._id, problemId);
    // The refused one was never judged: it does not clutter the learner's history.
    expect(rows.map((row) => row.status)).toEqual(['Accepted']);
  });

  it('marks submissions left pending by a previous run as Internal Error on start', async () => {
    const learner = await registerLearner(t.app, 'Orphan');
    const submissions = submissionsRepository(t.database.db);
    await submissions.insertPending({
      userId: learner.user._id,
      problemId,
      language: 'cpp',
      code: 'x',
    });
    await recoverPendingSubmissions(t.app.log, { submissions, database: t.database });
    const [row] = await submissions.listFor(learner.user._id, problemId);
    expect(row).toMatchObject({ status: 'Internal Error', statusId: 13 });
    expect(row?.error).toMatch(/submit again/);
  });
});
