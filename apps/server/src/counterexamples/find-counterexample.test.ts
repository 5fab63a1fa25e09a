import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readProblemPackage } from '../catalogue/read-package';
import { toProblemFields } from '../problems/problem-mapping';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestJudge } from '../test-support/test-app';
import { type FinderProblem, findCounterexample } from './find-counterexample';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] counterexample finder tests skipped: ${skipJudge}`);

const packageDir = path.resolve(__dirname, '../../../../problems/e-ledger-twins');

describe.skipIf(skipJudge)('the counterexample finder', () => {
  const judge = createTestJudge();
  afterAll(() => judge.close());

  const finderProblem = async (): Promise<FinderProblem> => {
    const pkg = await readProblemPackage(packageDir);
    return {
      settings: toProblemFields(pkg.input),
      generator: pkg.input.randomInputGenerator ?? '',
      validator: pkg.input.inputValidator ?? null,
      referenceCpp: pkg.input.referenceSolution.find((entry) => entry.language === 'C++')
        ?.completeCode as string,
      hiddenInputs: pkg.input.hiddenTestCases.map((test) => test.input),
    };
  };

  it('finds and shrinks an input on which a wrong solution disagrees with the reference', async () => {
    const pkg = await readProblemPackage(packageDir);
    const wrong = pkg.wrongSolutions[0];
    if (!wrong) throw new Error('the package has no wrong solution');
    const { answer } = await findCounterexample(judge, await finderProblem(), wrong);
    expect(answer.found).toBe(true);
    if (!answer.found) return;
    expect(answer.verdict).toBe('Wrong Answer');
    expect(answer.input.length).toBeLessThan(300);
    expect(answer.output).not.toBe(answer.expectedOutput);
  }, 60_000);
});
