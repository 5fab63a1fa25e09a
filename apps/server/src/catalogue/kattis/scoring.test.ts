import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../../problems/repository';
import { writePackage } from '../../test-support/package-files';
import { judgeSkipReason } from '../../test-support/sandbox-available';
import {
  apiCaller,
  createTestApp,
  registerLearner,
  signInAdmin,
  type TestApp,
} from '../../test-support/test-app';
import { exportProblemPackage } from '../export-package';
import { importProblemPackage } from '../import-catalogue';
import { readProblemPackage } from '../read-package';
import { exportKattisPackage } from './export-kattis';
import { readAnyPackage, readKattisPackage } from './read-kattis';

// Subtasks with points (docs/problem-format.md#subtasks), from a Kattis scoring package written
// here: "Crate Tally" sums n crate counts; the first subtask's sums fit in 32 bits, the second's
// do not, so a 32-bit solution earns the first subtask's points only.

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] Kattis scoring package tests skipped: ${skipJudge}`);

const fullCpp =
  '#include <cstdio>\nint main(){int n; long long s=0, x; scanf("%d",&n); while(n--){scanf("%lld",&x); s+=x;} printf("%lld\\n", s);}\n';
const narrowCpp =
  '#include <cstdio>\nint main(){int n; int s=0; long long x; scanf("%d",&n); while(n--){scanf("%lld",&x); s+=(int)x;} printf("%d\\n", s);}\n';
const fullPython = 'input()\nprint(sum(map(int, input().split())))\n';

const crateTally = {
  'problem.yaml': [
    'problem_format_version: 2023-07-draft',
    'name: Crate Tally',
    'type: scoring',
    'limits:',
    '  time_limit: 1',
    '',
  ].join('\n'),
  'statement/problem.en.md':
    "# Crate Tally\n\nAdd up the crates of every boat.\n\n## Input\n\nThe number of boats $n$, then each boat's crates.\n\n## Output\n\nThe total.\n",
  'data/sample/1.in': '3\n1 2 3\n',
  'data/sample/1.ans': '6\n',
  'data/secret/small/testdata.yaml': 'on_reject: break\naccept_score: 40\ngrader_flags: min\n',
  'data/secret/small/1.in': '2\n5 7\n',
  'data/secret/small/1.ans': '12\n',
  'data/secret/small/2.in': '1\n100\n',
  'data/secret/small/2.ans': '100\n',
  'data/secret/large/testdata.yaml': 'on_reject: break\naccept_score: 60\ngrader_flags: min\n',
  'data/secret/large/1.in': '2\n2000000000 2000000000\n',
  'data/secret/large/1.ans': '4000000000\n',
  'data/secret/large/2.in': '3\n3000000000 1 1\n',
  'data/secret/large/2.ans': '3000000002\n',
  'submissions/accepted/full.cc': fullCpp,
  'submissions/accepted/full.py': fullPython,
  'submissions/partially_accepted/narrow.cc': narrowCpp,
};

describe('Kattis scoring packages', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-scoring-'));
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('read their secret groups as subtasks: all-or-nothing groups whole, summed ones per test', async () => {
    const pkg = await readKattisPackage(await writePackage(root, 'crate-tally', crateTally));
    expect(pkg.input.testGroups).toEqual([
      { name: 'large', points: 60, tests: 2 },
      { name: 'small', points: 40, tests: 2 },
    ]);
    const summed = await readKattisPackage(
      await writePackage(root, 'summed', {
        ...crateTally,
        'data/secret/large/testdata.yaml': 'accept_score: 30\n',
      }),
    );
    expect(summed.input.testGroups).toEqual([
      { name: 'large/1', points: 30, tests: 1 },
      { name: 'large/2', points: 30, tests: 1 },
      { name: 'small', points: 40, tests: 2 },
    ]);
  });

  it('refuse groups that do not cover the hidden tests of one of ours', async () => {
    const dir = await writePackage(root, 'uncovered', {
      'problem.json': JSON.stringify({
        slug: 'uncovered',
        title: 'Uncovered',
        difficulty: 'easy',
        tags: ['array'],
        examples: [{ test: '01', explanation: 'The only example.' }],
        groups: [{ name: 'all', points: 100, tests: 3 }],
      }),
      'statement.md': 'Print the sum.\n\n## Input\n\nNumbers.\n\n## Output\n\nThe sum.\n',
      'tests/01.in': '1\n',
      'tests/01.out': '1\n',
      'tests/02.in': '2\n',
      'tests/02.out': '2\n',
    });
    await expect(readProblemPackage(dir)).rejects.toThrow(
      'problem.json groups: The test groups cover 3 hidden tests, but the problem has 1',
    );
  });
});

describe.skipIf(skipJudge)('judging with subtasks', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-scoring-'));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });
  const deps = () => ({ problems: problemsRepository(t.database.db), judge: t.judge });

  it('imports after the partially accepted submission scores some points but not all, and learners get scores', async () => {
    const dir = await writePackage(root, 'crate-tally', crateTally);
    const { id } = await importProblemPackage(deps(), await readAnyPackage(dir), { verify: true });

    const learner = await registerLearner(t.app, 'Tally');
    const call = apiCaller(t.app);
    const submit = async (code: string) =>
      (
        await call('POST', `/api/submission/submit/${id}`, learner.cookie, {
          code,
          language: 'cpp',
        })
      ).json();
    const partial = await submit(narrowCpp);
    expect(partial).toMatchObject({
      accepted: false,
      status: 'Wrong Answer',
      score: {
        score: 40,
        maxScore: 100,
        groups: [
          { name: 'large', points: 60, passed: false },
          { name: 'small', points: 40, passed: true },
        ],
      },
    });
    const full = await submit(fullCpp);
    expect(full).toMatchObject({ accepted: true, score: { score: 100, maxScore: 100 } });
    // The history keeps each submission's score; the problem shows its groups to everyone.
    const history = await call('GET', `/api/problem/submittedProblem/${id}`, learner.cookie);
    expect(history.json().map((row: { score?: { score: number } }) => row.score?.score)).toEqual(
      expect.arrayContaining([40, 100]),
    );
    const best = await call('GET', '/api/problem/bestScores', learner.cookie);
    expect(best.json().scores).toEqual([{ problemId: id, score: 100, maxScore: 100 }]);
    const detail = await call('GET', `/api/problem/problemById/${id}`, learner.cookie);
    expect(detail.json().testGroups).toEqual([
      { name: 'large', points: 60, tests: 2 },
      { name: 'small', points: 40, tests: 2 },
    ]);
  }, 240_000);

  it('ranks an IOI contest by the sum of best scores, and ties by the earlier last improvement', async () => {
    const problemId = await deps().problems.findIdBySlug('crate-tally');
    const admin = await signInAdmin(t, 'ioi-admin@example.com');
    const call = apiCaller(t.app);
    const created = await call('POST', '/api/contests', admin, {
      title: 'Subtask Saturday',
      scoring: 'ioi',
      problemIds: [problemId],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const contest = created.json().contest as { _id: string; scoring: string };
    expect(contest.scoring).toBe('ioi');
    const entrants = [await registerLearner(t.app, 'Wren'), await registerLearner(t.app, 'Ivo')];
    for (const entrant of entrants) {
      await call('POST', `/api/contests/${contest._id}/register`, entrant.cookie);
    }
    const [wren, ivo] = entrants as [(typeof entrants)[0], (typeof entrants)[0]];
    const submit = (cookie: string, code: string) =>
      call('POST', `/api/submission/submit/${problemId}`, cookie, {
        code,
        language: 'cpp',
        contestId: contest._id,
      });
    await submit(wren.cookie, narrowCpp);
    await submit(ivo.cookie, narrowCpp);
    await submit(ivo.cookie, fullCpp);
    await submit(wren.cookie, narrowCpp);
    const board = (await call('GET', `/api/contests/${contest._id}/scoreboard`)).json() as {
      rows: Array<{
        rank: number;
        score: number;
        user: { firstName: string };
        problems: Array<{ score: number | null }>;
      }>;
    };
    expect(
      board.rows.map((row) => [row.user.firstName, row.rank, row.score, row.problems[0]?.score]),
    ).toEqual([
      ['Ivo', 1, 100, 100],
      ['Wren', 2, 40, 40],
    ]);
  }, 240_000);

  it('refuses a package whose partially accepted submission scores everything', async () => {
    const dir = await writePackage(root, 'too-kind', {
      ...crateTally,
      'submissions/partially_accepted/narrow.cc': fullCpp,
    });
    await expect(
      importProblemPackage(deps(), await readAnyPackage(dir), { verify: true }),
    ).rejects.toThrow('narrow.cc must get a partial score but got Accepted (100 of 100 points)');
  }, 240_000);

  it('carries the groups to a Kattis package and to ours and back', async () => {
    const problems = deps().problems;
    const id = await problems.findIdBySlug('crate-tally');
    const row = id ? await problems.findById(id) : undefined;
    if (!row || !id) throw new Error('imported above');
    const tests = await problems.findTests(id, true);
    const kattis = path.join(root, 'kattis-again', 'crate-tally');
    await exportKattisPackage(row, tests, kattis);
    expect((await readKattisPackage(kattis)).input.testGroups).toEqual(row.testGroups);
    const ours = path.join(root, 'ours-again', 'crate-tally');
    await exportProblemPackage(row, tests, ours, 'crate-tally');
    const back = await fs.readFile(path.join(ours, 'problem.json'), 'utf8');
    expect(JSON.parse(back).groups).toEqual(row.testGroups);
  }, 240_000);
});
