import { problemInputSchema } from '@grindstone/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { sumProblem, sumSolutions } from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestJudge } from '../test-support/test-app';
import type { ProblemPackage } from './read-package';
import { verifyProblemPackage } from './verify-package';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] problem package verification tests skipped: ${skipJudge}`);

/** A correct "sum" program that first burns `seconds` of CPU (forever when omitted). */
function spinningSum(seconds?: number) {
  const until = seconds === undefined ? 'false' : `clock() > ${seconds} * CLOCKS_PER_SEC`;
  return `#include <bits/stdc++.h>
int main(){volatile long x=0;while(!(${until}))x++;long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}
`;
}

function sumPackage(referenceCpp: string, slowCpp: string): ProblemPackage {
  const input = problemInputSchema.parse(
    sumProblem({
      timeLimitMs: 1000,
      referenceSolution: [
        { language: 'C++', completeCode: referenceCpp },
        { language: 'Java', completeCode: sumSolutions.java },
        { language: 'JavaScript', completeCode: sumSolutions.javascript },
      ],
    }),
  );
  return { input, extras: { slug: 'spinning-sum', hints: [], editorial: '' }, slowCpp };
}

describe.skipIf(skipJudge)('verifying a problem package', () => {
  const judge = createTestJudge();
  afterAll(() => judge.close());

  it('accepts a package whose naive solution times out even with 1.5x the limit', async () => {
    const report = await verifyProblemPackage(judge, sumPackage(sumSolutions.cpp, spinningSum()));
    expect(report.problems).toEqual([]);
    expect(report.slowVerdict).toBe('Time Limit Exceeded');
  }, 120_000);

  it('rejects a naive solution that only just misses the limit, and a reference without headroom', async () => {
    const report = await verifyProblemPackage(
      judge,
      sumPackage(spinningSum(0.6), spinningSum(1.25)),
    );
    expect(report.slowVerdict).toBe('Accepted');
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('the slow solution finishes within 1.5x the time limit'),
        expect.stringMatching(/^reference C\+\+ needs 0\.\d+ s, over 50 % of the time limit/),
      ]),
    );
  }, 120_000);
});
