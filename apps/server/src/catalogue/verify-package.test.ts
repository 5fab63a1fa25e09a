import {
  type JudgeJobInput,
  type JudgeResult,
  JudgeStatus,
  type JudgeTest,
  judgeStatus,
  problemInputSchema,
} from '@grindstone/contract';
import { JudgeError, type JudgeQueue } from '@grindstone/judge';
import { afterAll, describe, expect, it } from 'vitest';
import { JudgeFailure } from '../judging/judge-failure';
import { judgeStandIn } from '../test-support/judge-stand-in';
import { sumProblem, sumSolutions } from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestJudge } from '../test-support/test-app';
import type { ProblemPackage } from './read-package';
import { addCost, slowVerdict, verifyProblemPackage } from './verify-package';

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
  return {
    input,
    extras: { slug: 'spinning-sum', hints: [], editorial: '' },
    slowCpp,
    wrongSolutions: [],
  };
}

describe.skipIf(skipJudge)('verifying a problem package', () => {
  const judge = createTestJudge();
  afterAll(() => judge.close());

  it('accepts a package whose naive solution times out even with 1.5x the limit', async () => {
    const report = await verifyProblemPackage(judge, sumPackage(sumSolutions.cpp, spinningSum()));
    expect(report.problems).toEqual([]);
    expect(report.slowVerdict).toBe('Time Limit Exceeded');
    // Every reference on all four tests, each template on one, the slow solution on the largest.
    expect(report.cost).toMatchObject({
      cpp: { runs: 4 },
      java: { runs: 4 },
      javascript: { runs: 4 },
      templates: { runs: 3 },
      slow: { runs: 1 },
    });
  }, 120_000);

  it("settles the slow solution with one run on the package's named worst test", async () => {
    // Naive only on test 3 (10 20), which is not the largest input: named, it is judged first.
    const slowOnThird = `#include <bits/stdc++.h>
int main(){long long a,b;std::cin>>a>>b;volatile long x=0;if(a==10)for(;;)x++;std::cout<<a+b<<"\\n";}
`;
    const pkg = { ...sumPackage(sumSolutions.cpp, slowOnThird), slowWorstTest: 2 };
    const report = await verifyProblemPackage(judge, pkg);
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ slowVerdict: 'Time Limit Exceeded', slowTest: 3 });
    expect(report.cost.slow?.runs).toBe(1);
  }, 120_000);

  it('checks a larger slow-solution margin when asked, never a smaller one', async () => {
    // Naive only on test 3 (10 20): `seconds` of CPU there, the others at once.
    const onThird = (seconds: number) => `#include <bits/stdc++.h>
int main(){long long a,b;std::cin>>a>>b;volatile long x=0;if(a==10)while(clock()<${seconds}*CLOCKS_PER_SEC)x++;std::cout<<a+b<<"\\n";}
`;
    const twoSeconds = { ...sumPackage(sumSolutions.cpp, onThird(2)), slowWorstTest: 2 };
    expect((await verifyProblemPackage(judge, twoSeconds)).problems).toEqual([]);
    const stricter = await verifyProblemPackage(judge, twoSeconds, { slowMargin: 2.5 });
    expect(stricter.slowVerdict).toBe('Accepted');
    expect(stricter.problems).toEqual([
      expect.stringContaining('the slow solution finishes within 2.5x the time limit'),
    ]);
    const laxer = { ...sumPackage(sumSolutions.cpp, onThird(1.25)), slowWorstTest: 2 };
    expect((await verifyProblemPackage(judge, laxer, { slowMargin: 1 })).problems).toEqual([
      expect.stringContaining('the slow solution finishes within 1.5x the time limit'),
    ]);
  }, 120_000);

  it('refuses a reference that fails one hidden test, naming the test', async () => {
    // Test 3 is the first hidden one: 10 20.
    const wrongOnThird = sumSolutions.cpp.replace('std::cout<<a+b', 'std::cout<<(a==10?0:a+b)');
    expect(wrongOnThird).not.toBe(sumSolutions.cpp);
    const report = await verifyProblemPackage(judge, sumPackage(wrongOnThird, spinningSum()));
    expect(report.problems).toEqual(['reference C++: Wrong Answer on test 3']);
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

/** A judge result with one test of the given status and CPU seconds. */
const judged = (statusId: number, description: string, time = 0.1) =>
  ({
    status_id: statusId,
    status: { id: statusId, description },
    tests: [{ status_id: statusId, time }],
  }) as unknown as JudgeResult;

describe('the slow solution check', () => {
  const tests: JudgeTest[] = ['1', '12345', '123', '1234567'].map((input) => ({
    input,
    expected: '',
  }));

  it('judges the largest test first and stops at the first time-out', async () => {
    const tried: string[] = [];
    const outcome = await slowVerdict(tests, async (test) => {
      tried.push(test.input);
      return test.input === '12345' ? judged(5, 'Time Limit Exceeded') : judged(3, 'Accepted');
    });
    expect(outcome).toEqual({ verdict: 'Time Limit Exceeded', test: 1 });
    expect(tried).toEqual(['1234567', '12345']);
  });

  it("judges the package's named worst test first, then the others largest first", async () => {
    const tried: string[] = [];
    const judgeOne = async (test: JudgeTest) => {
      tried.push(test.input);
      return test.input === '123' ? judged(5, 'Time Limit Exceeded') : judged(3, 'Accepted');
    };
    expect(await slowVerdict(tests, judgeOne, 2)).toEqual({
      verdict: 'Time Limit Exceeded',
      test: 2,
    });
    expect(tried).toEqual(['123']);
    // A named test that it passes settles nothing: the rest follow, none of them twice.
    tried.length = 0;
    expect(await slowVerdict(tests, judgeOne, 0)).toEqual({
      verdict: 'Time Limit Exceeded',
      test: 2,
    });
    expect(tried).toEqual(['1', '1234567', '12345', '123']);
  });

  it('judges a test again when a busy host starved the program into the wall-clock backstop', async () => {
    // Killed after 1.2 s of CPU in 6.5 s of wall time: the host, not the program, was slow.
    const starvedRun = {
      status_id: 12,
      status: { id: 12, description: 'Runtime Error (Other)' },
      tests: [{ status_id: 12, time: 1.2, wallTime: 6.5, signal: 9 }],
    } as unknown as JudgeResult;
    const results = [starvedRun, judged(5, 'Time Limit Exceeded')];
    let runs = 0;
    const outcome = await slowVerdict(tests, async () => results[runs++] as JudgeResult, 0);
    expect(outcome).toEqual({ verdict: 'Time Limit Exceeded', test: 0 });
    expect(runs).toBe(2);
  }, 10_000);

  it('is Accepted only after every test passed', async () => {
    let runs = 0;
    const outcome = await slowVerdict(
      tests,
      async () => {
        runs++;
        return judged(3, 'Accepted');
      },
      3,
    );
    expect(outcome).toEqual({ verdict: 'Accepted' });
    expect(runs).toBe(tests.length);
  });
});

describe('verification cost', () => {
  it('adds runs and CPU seconds per part of the check', () => {
    const cost = {};
    addCost(cost, 'java', { runs: 4, cpuSeconds: 0.5 });
    addCost(cost, 'java', { runs: 1, cpuSeconds: 0.25 });
    addCost(cost, 'slow', { runs: 1, cpuSeconds: 1.5 });
    expect(cost).toEqual({
      java: { runs: 5, cpuSeconds: 0.75 },
      slow: { runs: 1, cpuSeconds: 1.5 },
    });
  });
});

/** Every test of `job` Accepted, test i having used `seconds(i)` of CPU: what a stand-in judge answers. */
function acceptedResult(job: JudgeJobInput, seconds: (index: number) => number): JudgeResult {
  return {
    compile: { ok: true, output: '' },
    tests: job.tests.map((_, index) => ({
      status_id: JudgeStatus.accepted,
      status: judgeStatus(JudgeStatus.accepted),
      stdout: '',
      stderr: '',
      time: seconds(index),
      wallTime: seconds(index),
      memory: 1024,
      exitCode: 0,
      signal: null,
    })),
    status_id: JudgeStatus.accepted,
    status: judgeStatus(JudgeStatus.accepted),
    error: null,
  };
}

describe('a reference over half the limit', () => {
  // A stand-in judge: CPU time cannot be made noisy on demand. The JavaScript reference's first
  // job takes 0.6 s on test 2 of a 1 s limit; its second job (the re-judge) takes `again`.
  const verifyWithRejudge = async (again: number) => {
    const jobs: JudgeJobInput[] = [];
    const queue: JudgeQueue = judgeStandIn((job) => {
      if (job.code !== sumSolutions.javascript) return acceptedResult(job, () => 0.05);
      jobs.push(job);
      return acceptedResult(job, (index) => (jobs.length > 1 ? again : index === 1 ? 0.6 : 0.05));
    });
    const report = await verifyProblemPackage(
      { queue, close: async () => {} },
      sumPackage(sumSolutions.cpp, ''),
    );
    return { report, rejudged: jobs.slice(1) };
  };

  it('is judged again on the tests over the budget, and the lower time counts', async () => {
    const { report, rejudged } = await verifyWithRejudge(0.2);
    expect(rejudged.map((job) => job.tests.length)).toEqual([1]);
    expect(report.problems).toEqual([]);
    expect(report.seconds.javascript).toBe(0.2);
  });

  it('is refused when it needs the time both times', async () => {
    const { report } = await verifyWithRejudge(0.7);
    expect(report.problems).toEqual([
      'reference JavaScript needs 0.60 s, over 50 % of the time limit: raise the limit or speed it up',
    ]);
  });
});

describe('verifying a problem package when the judge fails', () => {
  it('throws the failure with its detail once every job has ended, instead of reporting a problem', async () => {
    let submitted = 0;
    let ended = 0;
    const accepted = (job: JudgeJobInput) => acceptedResult(job, () => 0.01);
    const queue: JudgeQueue = {
      ...judgeStandIn(accepted),
      async submit(job) {
        submitted++;
        // The failure comes first; the other jobs are still running when it does.
        await new Promise((resolve) => setTimeout(resolve, job.language === 'java' ? 0 : 50));
        ended++;
        if (job.language === 'java') {
          throw new JudgeError('judge-failed', 'Judge worker failed: EACCES /var/lib/box-2');
        }
        return accepted(job);
      },
    };
    const failure = await verifyProblemPackage(
      { queue, close: async () => {} },
      sumPackage(sumSolutions.cpp, ''),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JudgeFailure);
    expect((failure as JudgeFailure).logDetail).toBe('Judge worker failed: EACCES /var/lib/box-2');
    expect(submitted).toBeGreaterThan(1);
    expect(ended).toBe(submitted);
  });
});
