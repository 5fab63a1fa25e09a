import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../../problems/repository';
import { runCode } from '../../submissions/run-code';
import { writePackage } from '../../test-support/package-files';
import { judgeSkipReason } from '../../test-support/sandbox-available';
import {
  apiCaller,
  createTestApp,
  registerLearner,
  type TestApp,
} from '../../test-support/test-app';
import { importProblemPackage } from '../import-catalogue';
import { exportKattisPackage } from './export-kattis';
import { readAnyPackage, readKattisPackage } from './read-kattis';

// An interactive Kattis package written here (docs/problem-format.md#interactive-problems):
// "Foghorn Bearing". The interactor knows a bearing from 1 to 1000 (the test's input); the
// program asks "? x" and hears "left", "right" or "yes", and must hear "yes" within 10 asks.

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] interactive Kattis package tests skipped: ${skipJudge}`);

const interactor = `#include <cstdio>
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
  int bearing = 0;
  if (!in || fscanf(in, "%d", &bearing) != 1) return 1;
  for (int asks = 0; asks < 10; asks++) {
    int x;
    if (scanf(" ? %d", &x) != 1) verdict(43, "expected a question: ? x");
    if (x == bearing) { printf("yes\\n"); fflush(stdout); verdict(42, "heard it"); }
    printf(x < bearing ? "right\\n" : "left\\n");
    fflush(stdout);
  }
  verdict(43, "more than 10 questions");
}
`;

const bisectCpp = `#include <iostream>
#include <string>
int main() {
  int low = 1, high = 1000;
  while (true) {
    int mid = (low + high) / 2;
    std::cout << "? " << mid << std::endl;
    std::string reply;
    if (!(std::cin >> reply) || reply == "yes") return 0;
    if (reply == "right") low = mid + 1; else high = mid - 1;
  }
}
`;
const bisectPy = `low, high = 1, 1000
while True:
    mid = (low + high) // 2
    print("?", mid, flush=True)
    reply = input()
    if reply == "yes":
        break
    if reply == "right":
        low = mid + 1
    else:
        high = mid - 1
`;
const linearCpp = `#include <iostream>
#include <string>
int main() { for (int x = 1; x <= 1000; x++) { std::cout << "? " << x << std::endl; std::string r; if (!(std::cin >> r) || r == "yes") return 0; } }
`;
const unflushedCpp = `#include <cstdio>
#include <cstring>
int main() {
  int low = 1, high = 1000; char reply[8];
  while (true) {
    int mid = (low + high) / 2;
    printf("? %d\\n", mid);
    if (scanf("%7s", reply) != 1 || !strcmp(reply, "yes")) return 0;
    if (!strcmp(reply, "right")) low = mid + 1; else high = mid - 1;
  }
}
`;

const foghorn = {
  'problem.yaml': [
    'problem_format_version: 2023-07-draft',
    'name: Foghorn Bearing',
    'type: interactive',
    'limits:',
    '  time_limit: 1',
    '',
  ].join('\n'),
  'statement/problem.en.md':
    '# Foghorn Bearing\n\nFind the bearing of the foghorn, from 1 to 1000. Ask `? x`; the keeper answers `left`, `right` or `yes`. You may ask 10 times.\n',
  'output_validator/interactor.cpp': interactor,
  'data/sample/1.in': '600\n',
  'data/sample/1.ans': '600\n',
  'data/sample/1.interaction':
    '>? 500\n<right\n>? 750\n<left\n>? 625\n<left\n>? 562\n<right\n>? 593\n<right\n>? 609\n<left\n>? 601\n<left\n>? 597\n<right\n>? 599\n<right\n>? 600\n<yes\n',
  'data/secret/1.in': '1\n',
  'data/secret/1.ans': '1\n',
  'data/secret/2.in': '1000\n',
  'data/secret/2.ans': '1000\n',
  'data/secret/3.in': '377\n',
  'data/secret/3.ans': '377\n',
  'submissions/accepted/bisect.cpp': bisectCpp,
  'submissions/accepted/bisect.py': bisectPy,
  'submissions/wrong_answer/linear.cpp': linearCpp,
  'submissions/time_limit_exceeded/unflushed.cpp': unflushedCpp,
};

describe('reading an interactive Kattis package', () => {
  it('makes its validator an interactor and puts the sample interactions in the statement', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-interactive-'));
    try {
      const pkg = await readKattisPackage(await writePackage(root, 'foghorn', foghorn));
      expect(pkg.input.checker).toBe('custom');
      expect(pkg.input.customChecker).toMatchObject({ protocol: 'kattis', interactive: true });
      expect(pkg.input.description).toContain('## Sample interactions');
      expect(pkg.input.description).toContain('program: ? 500\njudge:   right\n');
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe.skipIf(skipJudge)('an interactive Kattis package', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-interactive-'));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });
  const deps = () => ({ problems: problemsRepository(t.database.db), judge: t.judge });

  it('imports once every submission gets its folder’s verdict, runs with the exchange shown, and exports as interactive', async () => {
    const pkg = await readAnyPackage(await writePackage(root, 'foghorn-bearing', foghorn));
    const { id } = await importProblemPackage(deps(), pkg, { verify: true });
    const row = await deps().problems.findById(id);
    if (!row) throw new Error('not saved');

    const run = await runCode(deps(), row, { code: bisectCpp, language: 'cpp' });
    expect(run.status).toBe('Accepted');
    const exchange = run.testCases[0]?.exchange ?? [];
    expect(exchange[0]).toEqual({ from: 'program', text: '? 500\n' });
    expect(exchange[1]).toEqual({ from: 'judge', text: 'right\n' });
    expect(exchange.at(-1)).toEqual({ from: 'judge', text: 'yes\n' });
    await expect(
      runCode(deps(), row, { code: bisectCpp, language: 'cpp', customInput: '5\n' }),
    ).rejects.toThrow('This problem is interactive');

    // A learner's submit is judged against the interactor on every hidden test.
    const call = apiCaller(t.app);
    const learner = await registerLearner(t.app, 'Foghorn');
    const detail = await call('GET', `/api/problem/problemById/${id}`, learner.cookie);
    expect(detail.json()).toMatchObject({ interactive: true, hasRandomInputs: false });
    const submitted = await call('POST', `/api/submission/submit/${id}`, learner.cookie, {
      code: linearCpp,
      language: 'cpp',
    });
    expect(submitted.json()).toMatchObject({ accepted: false, status: 'Wrong Answer' });

    const dir = path.join(root, 'export', 'foghorn-bearing');
    await exportKattisPackage(row, await deps().problems.findTests(id, true), dir);
    expect(await fs.readFile(path.join(dir, 'problem.yaml'), 'utf8')).toContain(
      'type: interactive',
    );
    const back = await readKattisPackage(dir);
    expect(back.input.customChecker).toMatchObject({ interactive: true });
    // The statement carries the interactions already; they are not added twice.
    expect(back.input.description.split('## Sample interactions')).toHaveLength(2);
  }, 240_000);
});
