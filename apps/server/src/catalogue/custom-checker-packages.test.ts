import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ProblemInputDraft } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { writePackage } from '../test-support/package-files';
import { judgeSkipReason } from '../test-support/sandbox-available';
import {
  apiCaller,
  createTestApp,
  registerLearner,
  signInAdmin,
  type TestApp,
} from '../test-support/test-app';
import { exportProblemPackage } from './export-package';
import { importProblemPackage } from './import-catalogue';
import { exportKattisPackage } from './kattis/export-kattis';
import { readAnyPackage, readKattisPackage } from './kattis/read-kattis';
import { readProblemPackage } from './read-package';

// Problems judged by a checker of their own (docs/problem-format.md#custom-checkers): "Split the
// Crates" has many right answers (any two positive numbers adding up to n), so only a program
// can judge it. Written here: a Kattis validator with a helper header of its own, and a checker
// on our library.

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] custom checker package tests skipped: ${skipJudge}`);

/** The validator's own helper header (the role validate.h plays in Kattis packages). */
const verdictHeader = `#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>
static std::string feedback_dir;
[[noreturn]] inline void reject(const char *why) {
  FILE *f = fopen((feedback_dir + "judgemessage.txt").c_str(), "a");
  if (f) { fputs(why, f); fclose(f); }
  exit(43);
}
[[noreturn]] inline void accept() { exit(42); }
`;
const kattisValidator = `#include <fstream>
#include "verdict.h"
int main(int argc, char **argv) {
  feedback_dir = argv[3];
  std::ifstream input(argv[1]);
  long long n, a, b;
  input >> n;
  if (scanf("%lld %lld", &a, &b) != 2) reject("two integers wanted");
  if (a < 1 || b < 1) reject("both parts must be positive");
  if (a + b != n) reject("the parts do not add up to n");
  char extra[2];
  if (scanf("%1s", extra) == 1) reject("trailing output");
  accept();
}
`;
/** The same rules with our checker library, under testlib's protocol. */
const libraryChecker = `#include "grindstone_checker.h"
int main(int argc, char **argv) {
  checker::init(argc, argv);
  long long n = checker::input.integer();
  long long a = checker::output.integer_in(1, n - 1, "the first part");
  long long b = checker::output.integer_in(1, n - 1, "the second part");
  checker::output.expect_end();
  if (a + b != n) checker::wrong("%lld + %lld is not %lld", a, b, n);
  checker::accept();
}
`;

const splitCpp =
  '#include <cstdio>\nint main(){long long n; scanf("%lld",&n); printf("%lld %lld\\n", 1LL, n-1);}\n';
const splitPython = 'n = int(input())\nprint(n // 2, n - n // 2)\n';
const splitJs =
  "const n = BigInt(require('fs').readFileSync(0, 'utf8').trim());\nconsole.log(String(n - 1n) + ' 1');\n";
const splitJava =
  'import java.util.*;\npublic class Main{public static void main(String[] x){long n=new Scanner(System.in).nextLong();System.out.println((n-1)+" 1");}}\n';
const wholeCpp =
  '#include <cstdio>\nint main(){long long n; scanf("%lld",&n); printf("%lld 0\\n", n);}\n';

const splitTests = {
  sample: [{ input: '10\n', answer: '5 5\n' }],
  secret: [
    { input: '2\n', answer: '1 1\n' },
    { input: '1000000000\n', answer: '500000000 500000000\n' },
  ],
};

const kattisSplit = {
  'problem.yaml': 'name: Split the Crates\nvalidation: custom\nvalidator_flags: strict\n',
  'problem_statement/problem.en.tex':
    '\\problemname{Split the Crates}\nShare $n$ crates between two boats, each getting at least one.\n\\section*{Input}\nOne integer $n$ ($2 \\le n \\le 10^9$).\n\\section*{Output}\nTwo positive integers adding up to $n$.\n',
  'data/sample/1.in': splitTests.sample[0]?.input ?? '',
  'data/sample/1.ans': splitTests.sample[0]?.answer ?? '',
  'data/secret/1.in': splitTests.secret[0]?.input ?? '',
  'data/secret/1.ans': splitTests.secret[0]?.answer ?? '',
  'data/secret/2.in': splitTests.secret[1]?.input ?? '',
  'data/secret/2.ans': splitTests.secret[1]?.answer ?? '',
  'output_validators/split_validator/validate.cc': kattisValidator,
  'output_validators/split_validator/verdict.h': verdictHeader,
  'submissions/accepted/split.cc': splitCpp,
  'submissions/accepted/split.py': splitPython,
  'submissions/wrong_answer/whole.cc': wholeCpp,
};

/** "Split the Crates" as the create form's body, judged by our library's checker. */
const splitProblem = (overrides: Partial<ProblemInputDraft> = {}): ProblemInputDraft => ({
  title: 'Split the Crates',
  description: 'Share n crates between two boats, each getting at least one.',
  difficulty: 'easy',
  tags: 'array',
  visibleTestCases: splitTests.sample.map((test) => ({
    input: test.input,
    output: test.answer,
    explanation: 'Five and five; one and nine would do as well.',
  })),
  hiddenTestCases: splitTests.secret.map((test) => ({ input: test.input, output: test.answer })),
  startCode: [
    { language: 'C++', initialCode: 'int main() {}\n' },
    {
      language: 'Java',
      initialCode: 'public class Main { public static void main(String[] a) {} }\n',
    },
    { language: 'JavaScript', initialCode: '// read n\n' },
  ],
  referenceSolution: [
    { language: 'C++', completeCode: splitCpp },
    { language: 'Java', completeCode: splitJava },
    { language: 'JavaScript', completeCode: splitJs },
  ],
  checker: 'custom',
  customChecker: { protocol: 'testlib', source: libraryChecker },
  ...overrides,
});

describe('reading packages with a custom checker', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-checker-'));
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('reads a legacy Kattis output validator, its header and its flags', async () => {
    const pkg = await readKattisPackage(await writePackage(root, 'split', kattisSplit));
    expect(pkg.input.checker).toBe('custom');
    expect(pkg.input.customChecker).toEqual({
      protocol: 'kattis',
      source: kattisValidator,
      files: { 'verdict.h': verdictHeader },
      args: ['strict'],
    });
  });

  it('refuses validators it cannot judge, naming why', async () => {
    const python = await writePackage(root, 'python-validator', {
      ...kattisSplit,
      'output_validators/split_validator/validate.cc': '',
      'output_validators/split_validator/verdict.h': '',
    });
    await fs.rm(path.join(python, 'output_validators'), { recursive: true });
    await fs.mkdir(path.join(python, 'output_validators'));
    await fs.writeFile(path.join(python, 'output_validators/validate.py'), 'import sys\n');
    await expect(readKattisPackage(python)).rejects.toThrow(
      'output_validators/ has no C or C++ source: checkers are judged in C++ only (found output_validators/validate.py)',
    );
    const scoring = await writePackage(root, 'scoring-validator', {
      ...kattisSplit,
      'problem.yaml': 'name: Scored Split\nvalidation: custom score\n',
    });
    await expect(readKattisPackage(scoring)).rejects.toThrow(
      'validation: custom score — scoring validators are not supported yet',
    );
  });

  it('reads legacy `validation: custom interactive` as an interactor (kattis/interactive.test.ts judges one)', async () => {
    const interactive = await writePackage(root, 'interactive', {
      ...kattisSplit,
      'problem.yaml': 'name: Guessing\nvalidation: custom interactive\n',
    });
    const pkg = await readKattisPackage(interactive);
    expect(pkg.input.customChecker).toMatchObject({ protocol: 'kattis', interactive: true });
  });
});

describe.skipIf(skipJudge)('judging with a custom checker', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-checker-'));
    admin = await signInAdmin(t, 'checker-admin@example.com');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });
  const deps = () => ({ problems: problemsRepository(t.database.db), judge: t.judge });

  it('imports the Kattis package after each submission gets its folder’s verdict, and round-trips it', async () => {
    const dir = await writePackage(root, 'split-the-crates', kattisSplit);
    const { id } = await importProblemPackage(deps(), await readAnyPackage(dir), { verify: true });
    const row = await deps().problems.findById(id);
    expect(row?.checker).toBe('custom');
    expect(row?.customChecker?.files).toEqual({ 'verdict.h': verdictHeader });
    if (!row) throw new Error('not saved');
    const tests = await deps().problems.findTests(id, true);

    // Stored → Kattis → read back: the checker travels whole.
    const kattisAgain = path.join(root, 'again-kattis', 'split-the-crates');
    await exportKattisPackage(row, tests, kattisAgain);
    const back = await readKattisPackage(kattisAgain);
    expect(back.input.customChecker).toEqual(row.customChecker);
  }, 240_000);

  it('refuses a package whose wrong_answer submission the validator accepts', async () => {
    const dir = await writePackage(root, 'lenient', {
      ...kattisSplit,
      'submissions/wrong_answer/also-right.py': splitPython,
    });
    await expect(
      importProblemPackage(deps(), await readAnyPackage(dir), { verify: true }),
    ).rejects.toThrow(/also-right\.py/);
  }, 240_000);

  it('finds counterexamples by the checker: an answer other than the reference’s is no failure', async () => {
    const call = apiCaller(t.app);
    // n from 3 up, as the size and seed go.
    const generator = `const [seed, size] = process.argv.slice(2).map(Number);
process.stdout.write((size * size + 2 + (seed % 7)) + '\\n');
`;
    const validator = `const text = require('fs').readFileSync(0, 'utf8');
if (!/^\\d+\\n$/.test(text) || Number(text) < 2) process.exit(1);
`;
    const created = await call(
      'POST',
      '/api/problem/create',
      admin,
      splitProblem({
        title: 'Split the Crates Again',
        hiddenTestCases: [
          ...splitTests.secret.map((test) => ({ input: test.input, output: test.answer })),
          { input: '4\n', output: '2 2\n' },
        ],
        randomInputGenerator: generator,
        inputValidator: validator,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const problemId = created.json().problem._id as string;
    // Right everywhere but n = 4 and n = 6, and never the reference's answer for n > 2: a
    // finder comparing outputs would stop at n = 3.
    const wrongAtFourAndSix =
      '#include <cstdio>\nint main(){long long n; scanf("%lld",&n); if(n==2) puts("1 1"); else if(n==4||n==6) printf("2 %lld\\n", n-1); else printf("2 %lld\\n", n-2);}\n';
    const learner = await registerLearner(t.app, 'Finder');
    const submitted = await call('POST', `/api/submission/submit/${problemId}`, learner.cookie, {
      code: wrongAtFourAndSix,
      language: 'cpp',
    });
    expect(submitted.json()).toMatchObject({ accepted: false, status: 'Wrong Answer' });
    const found = await call(
      'POST',
      `/api/submission/${submitted.json().submissionId}/counterexample`,
      learner.cookie,
    );
    expect(found.json()).toMatchObject({ found: true, input: '6\n', verdict: 'Wrong Answer' });
  }, 240_000);

  it('creates a problem with our library’s checker through the API and judges learners by it', async () => {
    const call = apiCaller(t.app);
    const missing = await call('POST', '/api/problem/create', admin, {
      ...splitProblem(),
      customChecker: undefined,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('A custom checker needs its program');

    const created = await call('POST', '/api/problem/create', admin, splitProblem());
    expect(created.statusCode, created.body).toBe(201);
    const problemId = created.json().problem._id as string;

    const learner = await registerLearner(t.app, 'Splitter');
    const submit = (code: string, language: string) =>
      call('POST', `/api/submission/submit/${problemId}`, learner.cookie, { code, language });
    const other = await submit(splitPython, 'python');
    expect(other.json()).toMatchObject({ accepted: true, passedTestCases: 3 });
    const wrong = await submit(wholeCpp, 'cpp');
    expect(wrong.json()).toMatchObject({ accepted: false, status: 'Wrong Answer' });

    // Learners never get the checker; admins do, for the edit form.
    const asLearner = await call('GET', `/api/problem/problemById/${problemId}`, learner.cookie);
    expect(asLearner.json().customChecker).toBeUndefined();
    const asAdmin = await call('GET', `/api/problem/problemById/${problemId}`, admin);
    expect(asAdmin.json().customChecker).toMatchObject({ protocol: 'testlib' });

    // A checker that does not compile is refused when the problem is saved, with the reason.
    const broken = await call('PUT', `/api/problem/update/${problemId}`, admin, {
      customChecker: { protocol: 'testlib', source: 'int main() { return nope; }' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^the problem's checker does not compile:[\s\S]*nope/);
    const still = await call('GET', `/api/problem/problemById/${problemId}`, admin);
    expect(still.json().customChecker.source).toBe(libraryChecker);

    // Stored → our package → read back: the checker travels whole.
    const row = await deps().problems.findById(problemId);
    if (!row) throw new Error('not saved');
    const ours = path.join(root, 'ours', 'split-the-crates');
    await exportProblemPackage(
      row,
      await deps().problems.findTests(problemId, true),
      ours,
      'split-the-crates',
    );
    const back = await readProblemPackage(ours);
    expect(back.input.checker).toBe('custom');
    expect(back.input.customChecker).toEqual(row.customChecker);
  }, 240_000);
});
