import { JudgeStatus } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import { JudgeError } from '../../errors';
import {
  job,
  judgeWithUids,
  processesWithUids,
  sandboxSkipReason,
  uidBlocks,
} from '../../test-support';

// Interactive problems (docs/problem-format.md#interactive-problems): the learner's program and
// the problem's interactor run side by side in two sandboxes, each one's output the other's
// input. The problem here: guess the secret number of the test's input (1..100) in at most 7
// guesses; the interactor answers each guess with "higher", "lower" or "correct".

const skip = sandboxSkipReason('interactive problem tests');
const nextUidBase = uidBlocks(82_000);

/** A Kattis interactor: `interactor input answer feedback_dir`, the program on stdin/stdout. */
const guessInteractor = `#include <cstdio>
#include <cstdlib>
#include <string>
static std::string feedback;
[[noreturn]] void verdict(int code, const char *why) {
  FILE *f = fopen((feedback + "judgemessage.txt").c_str(), "w");
  if (f) { fputs(why, f); fclose(f); }
  exit(code);
}
int main(int argc, char **argv) {
  feedback = argv[3];
  FILE *in = fopen(argv[1], "r");
  int secret = 0;
  if (!in || fscanf(in, "%d", &secret) != 1) return 1;
  for (int guesses = 1; guesses <= 7; guesses++) {
    int guess;
    if (scanf("%d", &guess) != 1) verdict(43, "the program stopped guessing");
    if (guess == secret) { printf("correct\\n"); fflush(stdout); verdict(42, "found"); }
    printf(guess < secret ? "higher\\n" : "lower\\n");
    fflush(stdout);
  }
  verdict(43, "more than 7 guesses");
}`;

/** Binary search, flushing each guess. `after` runs once the number is found. */
const bisect = (after = '') => `#include <iostream>
#include <string>
#include <cstdlib>
int main() {
  int low = 1, high = 100;
  while (true) {
    int mid = (low + high) / 2;
    std::cout << mid << std::endl;
    std::string reply;
    if (!(std::cin >> reply)) return 0;
    if (reply == "correct") break;
    if (reply == "higher") low = mid + 1; else high = mid - 1;
  }
  ${after}
}`;

const interactor = {
  type: 'custom',
  protocol: 'kattis',
  source: guessInteractor,
  files: {},
  args: [],
  interactive: true,
} as const;

async function judgeGuesses(
  language: 'cpp' | 'python',
  code: string,
  secrets = [37],
  options: { slots?: number; checker?: Record<string, unknown> } = {},
) {
  const uidBase = nextUidBase();
  const judge = judgeWithUids(uidBase, options.slots ?? 2);
  try {
    return await judge.judge(
      job(
        language,
        code,
        secrets.map((secret) => ({ input: `${secret}\n` })),
        { checker: { ...interactor, ...options.checker } as never },
      ),
    );
  } finally {
    await judge.close();
    expect(processesWithUids(uidBase)).toEqual([]);
  }
}

describe.skipIf(skip !== null).concurrent('interactive problems', () => {
  it('accepts a program that finds every secret, and keeps the exchange in order', async () => {
    const result = await judgeGuesses('cpp', bisect(), [1, 37, 100]);
    expect(result.tests.map((test) => test.status_id)).toEqual([
      JudgeStatus.accepted,
      JudgeStatus.accepted,
      JudgeStatus.accepted,
    ]);
    const exchange = result.tests[1]?.exchange ?? [];
    expect(exchange.slice(0, 4)).toEqual([
      { from: 'program', text: '50\n' },
      { from: 'judge', text: 'lower\n' },
      { from: 'program', text: '25\n' },
      { from: 'judge', text: 'higher\n' },
    ]);
    expect(exchange.at(-1)).toEqual({ from: 'judge', text: 'correct\n' });
    expect(result.tests[1]?.checkerMessage).toBe('found');
  });

  it('runs in Python too, where print(flush=True) sends each guess', async () => {
    const python = `low, high = 1, 100
while True:
    mid = (low + high) // 2
    print(mid, flush=True)
    reply = input()
    if reply == "correct":
        break
    if reply == "higher":
        low = mid + 1
    else:
        high = mid - 1
`;
    const result = await judgeGuesses('python', python, [64]);
    expect(result.status_id).toBe(JudgeStatus.accepted);
  });

  it('a reject that comes first is Wrong Answer, with what the interactor said', async () => {
    const countsUp = `#include <iostream>
int main() { for (int i = 1; i <= 100; i++) { std::cout << i << std::endl; std::string r; if (!(std::cin >> r) || r == "correct") return 0; } }`;
    const result = await judgeGuesses('cpp', countsUp, [90]);
    expect(result.status_id).toBe(JudgeStatus.wrongAnswer);
    expect(result.tests[0]?.checkerMessage).toBe('more than 7 guesses');
  });

  it('after an accept, a crash or a busy loop of the program is still its verdict', async () => {
    const crash = await judgeGuesses('cpp', bisect('abort();'));
    expect(crash.status_id).toBe(JudgeStatus.runtimeErrorSigabrt);
    const spins = await judgeGuesses('cpp', bisect('volatile long x = 0; while (true) x++;'));
    expect(spins.status_id).toBe(JudgeStatus.timeLimitExceeded);
  });

  it('a program that crashes before answering gets its own verdict, not the reject it caused', async () => {
    const result = await judgeGuesses('cpp', 'int main() { return 3; }');
    expect(result.status_id).toBe(JudgeStatus.runtimeErrorNzec);
  });

  it('a program that never flushes waits with the interactor until the wall clock: Time Limit Exceeded, and told why', async () => {
    // printf to a pipe is fully buffered, and scanf does not flush it (cin would flush cout).
    const unflushed = `#include <cstdio>
#include <cstring>
int main() {
  int low = 1, high = 100; char reply[16];
  while (true) {
    int mid = (low + high) / 2;
    printf("%d\\n", mid);
    if (scanf("%15s", reply) != 1 || !strcmp(reply, "correct")) return 0;
    if (!strcmp(reply, "higher")) low = mid + 1; else high = mid - 1;
  }
}`;
    const result = await judgeGuesses('cpp', unflushed);
    expect(result.status_id).toBe(JudgeStatus.timeLimitExceeded);
    expect(result.tests[0]?.message).toContain('each waiting for the other');
    expect(result.tests[0]?.message).toContain('flush');
  });

  it('tests of a two-slot judge each take both slots, one pair after the other, without deadlock; one slot serves a pair too', async () => {
    const secrets = [3, 14, 15, 92, 65];
    const twoSlots = await judgeGuesses('cpp', bisect(), secrets);
    expect(twoSlots.tests.every((test) => test.status_id === JudgeStatus.accepted)).toBe(true);
    const oneSlot = await judgeGuesses('cpp', bisect(), [27], { slots: 1 });
    expect(oneSlot.status_id).toBe(JudgeStatus.accepted);
  });

  for (const [what, source] of [
    ['crashes', 'int main() { int *p = nullptr; return *p; }'],
    ['exits with a code of no verdict', 'int main() { return 0; }'],
    ['computes for ever', 'int main() { volatile long x = 0; while (true) x++; }'],
  ] as const) {
    it(`an interactor that ${what} is the judge's failure, never a verdict`, async () => {
      const failure = await judgeGuesses('cpp', bisect(), [37], {
        checker: { source },
      }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(JudgeError);
      expect((failure as JudgeError).code).toBe('judge-failed');
    });
  }

  it('an interactive checker must use the Kattis protocol', async () => {
    const failure = await judgeGuesses('cpp', bisect(), [37], {
      checker: { protocol: 'testlib' },
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((failure as JudgeError).message).toContain('must use the Kattis protocol');
  });
});
