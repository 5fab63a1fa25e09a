import { type JudgeJobInput, problemInputSchema } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { sumProblem, sumSolutions } from '../test-support/problem-fixtures';
import { recordJudgeJobs } from '../test-support/recording-judge';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';
import { EXAMPLES_AT_ONCE, TUTOR_JUDGE_BUDGET } from './tutor-judge';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] the tutor's judge limits are skipped: ${skipJudge}`);

const WHY = 'Why does my code fail?';
const LOOPS = 'while (true) {}\n';
/** The original client may send up to 20 examples of the learner's choosing. */
const twentyExamples = Array.from({ length: 20 }, (_, index) => ({
  input: `${index} ${index}\n`,
  output: `${2 * index}\n`,
}));

describe.skipIf(skipJudge)('the tutor’s judge runs', () => {
  let t: TestApp;
  let jobs: JudgeJobInput[];

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      AI_RATE_LIMIT_PER_MINUTE: '1000',
      JUDGE_RATE_LIMIT_PER_MINUTE: '1000',
    });
    jobs = recordJudgeJobs(t.judge);
  }, 60_000);
  afterAll(() => t.close());

  /** "Why does my code fail?" as the original client could send it: its own examples, no id. */
  const whyFails = async (code: string) => {
    const { cookie } = await registerLearner(t.app, 'Tester');
    const before = jobs.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: {
        messages: [{ role: 'user', parts: [{ text: WHY }] }],
        title: 'My own problem',
        testCases: twentyExamples,
        code,
        language: 'javascript',
      },
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const tests = jobs.slice(before).flatMap((job) => job.tests);
    return { message: (response.json() as { message: string }).message, tests };
  };

  it('stop after the first batch with a failure: a program that loops is not judged 20 times', async () => {
    const { message, tests } = await whyFails(LOOPS);
    // (The verdict is the judge's business: Time Limit Exceeded, or the wall-clock backstop's.)
    expect(message).toContain('Your code fails visible example 1 of 20:');
    expect(tests).toHaveLength(EXAMPLES_AT_ONCE);
  }, 120_000);

  it('judge at most the message’s budget of examples, and say so', async () => {
    const { message, tests } = await whyFails(sumSolutions.javascript);
    expect(tests).toHaveLength(TUTOR_JUDGE_BUDGET.tests);
    expect(message).toContain(
      `Your code passes the first ${TUTOR_JUDGE_BUDGET.tests} of 20 visible examples.`,
    );
  }, 120_000);
});

describe.skipIf(skipJudge)('the tutor’s judge runs count against the judge rate limit', () => {
  const LIMIT = 2;
  const DAILY = 3;
  let t: TestApp;
  let problemId: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      AI_RATE_LIMIT_PER_MINUTE: '1000',
      AI_DAILY_MESSAGES: String(DAILY),
      JUDGE_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    });
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem()),
      { skipVerification: true },
    );
  }, 60_000);
  afterAll(() => t.close());

  const ask = (cookie: string, text: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: {
        messages: [{ role: 'user', parts: [{ text }] }],
        problemId,
        code: sumSolutions.wrongCpp,
        language: 'cpp',
      },
      headers: { cookie },
    });
  const run = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/submission/run/${problemId}`,
      payload: { code: sumSolutions.wrongCpp, language: 'cpp' },
      headers: { cookie },
    });

  it('a learner who has used their runs gets a 429 from the tutor too, then from Run', async () => {
    const { cookie } = await registerLearner(t.app, 'Chatty');
    for (let index = 0; index < LIMIT; index += 1) {
      expect((await ask(cookie, WHY)).statusCode).toBe(200);
    }
    const limited = await ask(cookie, WHY);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many requests\. Please try again in (\d+ seconds?|1 minute)\./,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await run(cookie)).statusCode).toBe(429);
    // A hint needs no judge, so it is still answered.
    expect((await ask(cookie, 'Give me a hint')).statusCode).toBe(200);
  }, 120_000);

  it('a message refused for want of runs does not cost one of the day’s tutor messages', async () => {
    const { cookie } = await registerLearner(t.app, 'Thrifty');
    for (let index = 0; index < LIMIT; index += 1) expect((await run(cookie)).statusCode).toBe(200);
    for (let index = 0; index < 4; index += 1) {
      expect((await ask(cookie, WHY)).statusCode).toBe(429);
    }
    // The day's three messages are all still there.
    for (let index = 0; index < DAILY; index += 1) {
      expect((await ask(cookie, 'Give me a hint')).statusCode).toBe(200);
    }
    const spent = await ask(cookie, 'Give me a hint');
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toBe(
      `You have used today’s ${DAILY} tutor messages. The tutor is available again after midnight UTC.`,
    );
  }, 120_000);

  it('runs made with Run leave the tutor none', async () => {
    const { cookie } = await registerLearner(t.app, 'Runner');
    for (let index = 0; index < LIMIT; index += 1) expect((await run(cookie)).statusCode).toBe(200);
    expect((await ask(cookie, WHY)).statusCode).toBe(429);
  }, 120_000);
});
