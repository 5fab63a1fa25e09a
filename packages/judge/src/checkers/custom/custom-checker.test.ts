import { JudgeStatus } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import { JudgeError } from '../../errors';
import { job, judgeWithUids, sandboxSkipReason, uidBlocks } from '../../test-support';

// A problem's own checker, compiled and run in the sandbox after each test (docs/problem-format.md
// #custom-checkers). The problem: print two positive integers whose sum is the input's N; many
// answers are right, so no built-in checker can judge it.

const skip = sandboxSkipReason('custom checker tests');
const nextUidBase = uidBlocks(80_000);

/** A learner's program printing `a b` (whatever the input). */
const printsPair = (a: number, b: number) =>
  `#include <cstdio>\nint main(){int n; if(scanf("%d",&n)!=1) return 0; printf("${a} ${b}\\n");}`;

/** With our library: reads N from the input, checks the pair, under either protocol. */
const sumChecker = `#include "grindstone_checker.h"
int main(int argc, char **argv) {
  checker::init(argc, argv);
  long long n = checker::input.integer();
  checker::answer.integer();
  long long a = checker::output.integer_in(1, n, "the first number");
  long long b = checker::output.integer_in(1, n, "the second number");
  checker::output.expect_end();
  if (a + b != n) checker::wrong("%lld + %lld is not %lld", a, b, n);
  checker::accept();
}`;

const tests = [{ input: '10\n', expected: '5 5\n' }];

async function judgeWith(code: string, checker: Record<string, unknown>) {
  const judge = judgeWithUids(nextUidBase(), 2);
  try {
    return await judge.judge(
      job('cpp', code, tests, {
        checker: { type: 'custom', files: {}, args: [], ...checker } as never,
      }),
    );
  } finally {
    await judge.close();
  }
}

/** The JudgeError a job fails with (a checker that breaks is never a verdict). */
async function judgeFailure(code: string, checker: Record<string, unknown>) {
  const failure = await judgeWith(code, checker).then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(JudgeError);
  expect((failure as JudgeError).code).toBe('judge-failed');
  return (failure as JudgeError).message;
}

describe.skipIf(skip !== null).concurrent('custom checkers', () => {
  for (const protocol of ['testlib', 'kattis'] as const) {
    it(`our checker library under the ${protocol} protocol accepts any right answer and says why a wrong one is wrong`, async () => {
      const right = await judgeWith(printsPair(3, 7), { protocol, source: sumChecker });
      expect(right.status_id).toBe(JudgeStatus.accepted);
      const wrong = await judgeWith(printsPair(3, 8), { protocol, source: sumChecker });
      expect(wrong.status_id).toBe(JudgeStatus.wrongAnswer);
      expect(wrong.tests[0]?.checkerMessage).toContain('3 + 8 is not 10');
      const outOfRange = await judgeWith(printsPair(0, 10), { protocol, source: sumChecker });
      expect(outOfRange.tests[0]?.checkerMessage).toContain(
        'the first number 0 is outside [1, 10]',
      );
    });
  }

  it('a Kattis validator with its own header: exit 42 accepts, 43 rejects, judgemessage.txt is read', async () => {
    const header = `#pragma once
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
static std::string feedback;
[[noreturn]] inline void verdict(int code, const char *why) {
  if (why) { FILE *f = fopen((feedback + "judgemessage.txt").c_str(), "a"); fputs(why, f); fclose(f); }
  exit(code);
}`;
    const source = `#include "verdicts.h"
#include "verdicts.h"
int main(int argc, char **argv) {
  feedback = argv[3];
  std::ifstream in(argv[1]);
  long long n, a, b; in >> n;
  if (!(scanf("%lld %lld", &a, &b) == 2)) verdict(43, "two numbers wanted");
  if (a < 1 || b < 1 || a + b != n) verdict(43, "not a pair summing to n");
  verdict(42, nullptr);
}`;
    const checker = { protocol: 'kattis', source, files: { 'verdicts.h': header } };
    expect((await judgeWith(printsPair(1, 9), checker)).status_id).toBe(JudgeStatus.accepted);
    const wrong = await judgeWith(printsPair(2, 9), checker);
    expect(wrong.status_id).toBe(JudgeStatus.wrongAnswer);
    expect(wrong.tests[0]?.checkerMessage).toBe('not a pair summing to n');
  });

  it('a program that crashed or ran too long keeps its own verdict: the checker is not asked', async () => {
    const crashing = '#include <cstdlib>\nint main(){abort();}';
    const result = await judgeWith(crashing, {
      protocol: 'testlib',
      source: 'int main(){return 3;}',
    });
    expect(result.status_id).toBe(JudgeStatus.runtimeErrorSigabrt);
  });

  describe('a checker that breaks fails the job, never the learner', () => {
    it('does not compile: the compiler output is the detail', async () => {
      const detail = await judgeFailure(printsPair(5, 5), {
        protocol: 'testlib',
        source: 'int main() { return missing_name; }',
      });
      expect(detail).toContain("the problem's checker does not compile");
      expect(detail).toContain('missing_name');
    });

    it('loops forever: stopped at its own limit', async () => {
      const detail = await judgeFailure(printsPair(5, 5), {
        protocol: 'kattis',
        source: 'int main(){ volatile unsigned long x = 0; for(;;) x++; }',
      });
      expect(detail).toMatch(/checker \(kattis\) was stopped for (cpu-time|wall-time)/);
    });

    it('crashes, exits FAIL or an unknown code', async () => {
      expect(
        await judgeFailure(printsPair(5, 5), {
          protocol: 'testlib',
          source: '#include <cstdlib>\nint main(){ abort(); }',
        }),
      ).toContain('was killed by signal 6');
      expect(
        await judgeFailure(printsPair(5, 5), {
          protocol: 'testlib',
          source:
            '#include <cstdio>\nint main(){ fprintf(stderr, "answer file broken"); return 3; }',
        }),
      ).toContain('reported a failure (FAIL): answer file broken');
      expect(
        await judgeFailure(printsPair(5, 5), {
          protocol: 'kattis',
          source: 'int main(){ return 0; }',
        }),
      ).toContain('exited with 0 (42 accepts, 43 rejects)');
    });
  });

  it('plants a link or a FIFO as its judge message: the judge reads neither, nor blocks', async () => {
    for (const plant of ['symlink("/etc/shadow", path.c_str())', 'mkfifo(path.c_str(), 0666)']) {
      const source = `#include <string>
#include <sys/stat.h>
#include <unistd.h>
int main(int argc, char **argv) {
  std::string path = std::string(argv[3]) + "judgemessage.txt";
  ${plant};
  return 43;
}`;
      const result = await judgeWith(printsPair(5, 5), { protocol: 'kattis', source });
      expect(result.status_id).toBe(JudgeStatus.wrongAnswer);
      expect(result.tests[0]?.checkerMessage ?? '').not.toContain('root:');
    }
  });

  it('cannot change the test data it is given', async () => {
    const source = `#include <cstdio>
int main(int argc, char **argv) {
  FILE *answer = fopen(argv[2], "w");
  if (answer) { fputs("tampered", answer); fclose(answer); return 42; }
  return 43;
}`;
    const result = await judgeWith(printsPair(5, 5), { protocol: 'kattis', source });
    expect(result.status_id).toBe(JudgeStatus.wrongAnswer);
  });
});
