import { problemInputSchema } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { sumProblem, sumSolutions } from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';

// Run and Submit measure a test's peak memory one way (docs/judge.md, "Peak memory, one way for
// Run and Submit"): the same program on the same tests reports the same figure from both.

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] peak memory tests skipped: ${skipJudge}`);

/** Every hidden test is a copy of a visible one: Submit judges nothing Run did not. */
const sameTests = sumProblem({
  title: 'Add Two Numbers Twice',
  visibleTestCases: [
    { input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3' },
    { input: '-5 5\n', output: '0\n', explanation: 'They cancel out' },
  ],
  hiddenTestCases: [
    { input: '1 2\n', output: '3\n' },
    { input: '-5 5\n', output: '0\n' },
  ],
});

describe.skipIf(skipJudge)('peak memory of Run and Submit', () => {
  let t: TestApp;
  let problemId: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { JUDGE_RATE_LIMIT_PER_MINUTE: '1000' });
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sameTests),
      { skipVerification: true },
    );
    cookie = (await registerLearner(t.app, 'Measurer')).cookie;
  }, 120_000);
  afterAll(() => t.close());

  const judged = async (path: 'run' | 'submit') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/submission/${path}/${problemId}`,
      payload: { code: sumSolutions.javascript, language: 'javascript' },
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { memory: number };
  };

  it('reports the same peak for the same JavaScript program and tests, within 1 MB', async () => {
    const run = await judged('run');
    const submit = await judged('submit');
    // A JavaScript run's own pages: a few MB, not node's shared binary (≈ 45 MB).
    expect(run.memory).toBeGreaterThan(1024);
    expect(run.memory).toBeLessThan(30 * 1024);
    expect(Math.abs(run.memory - submit.memory)).toBeLessThanOrEqual(1024);
  }, 120_000);
});
