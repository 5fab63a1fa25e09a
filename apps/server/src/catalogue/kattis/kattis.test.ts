import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  JudgeStatus,
  type LanguageId,
  problemInputSchema,
  toLanguageId,
} from '@grindstone/contract';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemRow } from '../../db/schema';
import { judgeJob } from '../../judging/judge-job';
import { runJudgeJob } from '../../judging/judge-port';
import { problemsRepository } from '../../problems/repository';
import { saveProblem } from '../../problems/save-problem';
import { runCode } from '../../submissions/run-code';
import { writePackage } from '../../test-support/package-files';
import { sumProblemWithPython, sumSolutions } from '../../test-support/problem-fixtures';
import { judgeSkipReason } from '../../test-support/sandbox-available';
import { createTestApp, signInAdmin, type TestApp } from '../../test-support/test-app';
import { importProblemPackage } from '../import-catalogue';
import { packageDirsIn } from '../unpack';
import { exportKattisPackage } from './export-kattis';
import { readAnyPackage, readKattisPackage } from './read-kattis';
import { kattisTemplates } from './templates';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] Kattis package import tests skipped: ${skipJudge}`);

const sumCpp = sumSolutions.cpp;
/** A Java program whose public class is lower case, as Kattis examples have them. */
const sumJavaLowerCase =
  'import java.util.*;\npublic class harbour { public static void main(String[] x) { Scanner s = new Scanner(System.in); long a = s.nextLong(), b = s.nextLong(); System.out.println(a + b); } }\n';
const offByOneCpp =
  '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b+1<<"\\n";}\n';

/** A legacy package: LaTeX statement, a sample with a description, test groups in data/secret. */
const legacySum = (extra: Record<string, string> = {}) => ({
  'problem.yaml': [
    'source: Grindstone tests',
    'license: cc by-sa',
    'name: Harbour Sum',
    'keywords: graph bfs easy',
    'limits:',
    '  memory: 128',
    // × 2, not the default 5: a JVM's start alone takes about 0.2 s of CPU, which × 5 would
    // already round up to 2 s, and the tests below count on the 1 s minimum.
    '  time_multiplier: 2',
    '',
  ].join('\n'),
  'problem_statement/problem.en.tex': String.raw`\problemname{Harbour Sum}
Two boats carry $a$ and $b$ crates; the harbour master wants the \emph{total}.

\section*{Input}
One line with two integers $a$ and $b$ ($0 \le a, b \le 10^9$).

\section*{Output}
Print \texttt{a + b}.
`,
  'data/sample/1.in': '1 2\n',
  'data/sample/1.ans': '3\n',
  'data/sample/1.desc': 'One crate and two crates make three.\n',
  'data/secret/group1/01.in': '10 20\n',
  'data/secret/group1/01.ans': '30\n',
  'data/secret/group2/01.in': '4000000000 4000000000\n',
  'data/secret/group2/01.ans': '8000000000\n',
  'data/secret/group2/02.in': '0 0\n',
  'data/secret/group2/02.ans': '0\n',
  'submissions/accepted/sum.cc': sumCpp,
  'submissions/accepted/harbour.java': sumJavaLowerCase,
  'submissions/accepted/sum.py': sumSolutions.python,
  'submissions/accepted/sum.rs': 'fn main() {}\n',
  'submissions/wrong_answer/off_by_one.cc': offByOneCpp,
  'submissions/run_time_error/crash.py': 'import sys\nsys.exit(3)\n',
  ...extra,
});

/** The mean of the numbers (0 with none), a little off, as a float tolerance allows. */
const meanJs = `const t = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);
const mean = t.length === 0 ? 0 : t.reduce((a, b) => a + b, 0) / t.length;
console.log((mean + 0.00003).toFixed(6));
`;
const meanPy = `import sys
t = [float(x) for x in sys.stdin.read().split()]
print(sum(t) / len(t) if t else 0)
`;

/** A 2023-07-draft package: Markdown statement, no samples, empty input, a float tolerance. */
const modernMean = {
  'problem.yaml': [
    'problem_format_version: 2023-07-draft',
    'uuid: 0b8f7a3e-3f7e-4bb0-9d0a-6c1d2f5e9a11',
    'name:',
    '  sv: Lampmedel',
    '  en: Lamp Average',
    'keywords: [math, sorting, hard]',
    'limits:',
    '  time_limit: 1',
    '  memory: 256',
    '',
  ].join('\n'),
  'data/testdata.yaml': 'output_validator_flags: float_tolerance 1e-4\n',
  'statement/problem.en.md':
    '# Lamp Average\n\nThe lamps have brightness values; print their mean.\n\n## Input\n\nSome numbers, maybe none.\n\n## Output\n\nTheir mean, or 0 when there are none.\n',
  'statement/problem.sv.md': '# Lampmedel\n\nSkriv medelvärdet.\n',
  'data/secret/01.in': '',
  'data/secret/01.ans': '0\n',
  'data/secret/02.in': '1 2\n',
  'data/secret/02.ans': '1.5\n',
  'submissions/accepted/mean.js': meanJs,
  'submissions/accepted/mean.py': meanPy,
  'submissions/time_limit_exceeded/spin.cpp': 'int main() { volatile long x = 0; for (;;) x++; }\n',
};

describe('reading Kattis packages', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-kattis-'));
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('reads a legacy package with a LaTeX statement and test groups', async () => {
    const dir = await writePackage(root, 'harbour_sum', legacySum());
    const pkg = await readAnyPackage(dir);
    expect(pkg.extras.slug).toBe('harbour-sum');
    expect(pkg.input).toMatchObject({
      title: 'Harbour Sum',
      difficulty: 'easy',
      tags: ['graph'],
      topics: ['graph-search'],
      memoryLimitKb: 128 * 1024,
      checker: 'tokens',
      visibleTestCases: [
        { input: '1 2\n', output: '3\n', explanation: 'One crate and two crates make three.' },
      ],
      hiddenTestCases: [
        { input: '10 20\n', output: '30\n' },
        { input: '4000000000 4000000000\n', output: '8000000000\n' },
        { input: '0 0\n', output: '0\n' },
      ],
    });
    expect(pkg.input.description).toBe(
      'Two boats carry $a$ and $b$ crates; the harbour master wants the *total*.\n\n## Input\n\nOne line with two integers $a$ and $b$ ($0 \\le a, b \\le 10^9$).\n\n## Output\n\nPrint `a + b`.',
    );
    expect(pkg.input.referenceSolution.map((entry) => entry.language)).toEqual([
      'C++',
      'Java',
      'Python',
    ]);
    expect(pkg.input.startCode.map((entry) => entry.language)).toEqual([
      'C++',
      'Java',
      'JavaScript',
      'Python',
    ]);
    expect(pkg.kattis).toMatchObject({
      format: 'legacy',
      fixedTimeLimit: false,
      acToTimeLimit: 2,
      timeLimitToTle: 2,
      ignored: ['submissions/accepted/sum.rs (not a language Grindstone judges)'],
    });
    expect(pkg.kattis?.submissions.map((s) => `${s.verdict} ${s.language}`)).toEqual([
      'accepted java',
      'accepted cpp',
      'accepted python',
      'wrong_answer cpp',
      'run_time_error python',
    ]);
  });

  it('reads a 2023-07 package with a Markdown statement, no samples and an empty input', async () => {
    const dir = await writePackage(root, 'lampmean', modernMean);
    const pkg = await readKattisPackage(dir);
    expect(pkg.input).toMatchObject({
      title: 'Lamp Average',
      difficulty: 'hard',
      tags: ['array'],
      topics: ['math', 'sorting'],
      timeLimitMs: 1000,
      memoryLimitKb: 256 * 1024,
      checker: 'float',
      floatTolerance: 1e-4,
      visibleTestCases: [],
      hiddenTestCases: [
        { input: '', output: '0\n' },
        { input: '1 2\n', output: '1.5\n' },
      ],
    });
    // The title heading is the page's: the statement starts after it.
    expect(pkg.input.description.startsWith('The lamps have brightness values')).toBe(true);
    expect(pkg.kattis).toMatchObject({ format: '2023-07-draft', fixedTimeLimit: true });
  });

  it('refuses what is not supported yet, naming it', async () => {
    const custom = await writePackage(root, 'custom', {
      ...legacySum(),
      'problem.yaml': 'name: Custom\nvalidation: custom interactive\n',
    });
    await expect(readKattisPackage(custom)).rejects.toThrow(
      'validation: custom, but the package has no output_validators/ folder',
    );
    const scoredInteraction = await writePackage(root, 'scored-interaction', {
      ...legacySum(),
      'problem.yaml': 'name: Scored\ntype: scoring\nvalidation: custom interactive\n',
    });
    await expect(readKattisPackage(scoredInteraction)).rejects.toThrow(
      'interactive problems with scored test groups are not supported yet',
    );
    const validator = await writePackage(root, 'modern-validator', {
      ...modernMean,
      'output_validator/validate.py': 'import sys\n',
    });
    await expect(readKattisPackage(validator)).rejects.toThrow(
      'output_validator/ has no C or C++ source: checkers are judged in C++ only (found output_validator/validate.py)',
    );
    const groups = await writePackage(root, 'group-flags', {
      ...modernMean,
      'data/secret/testdata.yaml': 'output_validator_flags: float_tolerance 1e-2\n',
    });
    await expect(readKattisPackage(groups)).rejects.toThrow(
      'test groups with different output_validator_flags (data/secret/testdata.yaml: "float_tolerance 1e-2", data/testdata.yaml: "float_tolerance 1e-4") are not supported yet',
    );
    const picture = await writePackage(root, 'picture', {
      ...legacySum(),
      'problem_statement/problem.en.tex':
        '\\problemname{Picture}\n\\includegraphics{boat.png}\n\\section*{Input}\nNone.\n',
    });
    await expect(readKattisPackage(picture)).rejects.toThrow(
      'problem_statement/problem.en.tex: \\includegraphics (line 2) cannot be converted to Markdown yet',
    );
  });
});

describe("a Kattis package's validator flags", () => {
  it('carry each of our checkers there and back', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-kattis-'));
    try {
      for (const [checker, floatTolerance] of [
        ['default', null],
        ['tokens', null],
        ['float', 1e-9],
      ] as const) {
        const row = {
          id: '3f0c1b1e-7a55-4a43-9a53-2f7d0c3a1b00',
          title: 'Flags',
          description: 'Print the sum.\n\n## Input\n\nTwo numbers.\n\n## Output\n\nTheir sum.',
          difficulty: 'medium',
          tags: ['array'],
          topics: [],
          timeLimitMs: 2000,
          memoryLimitKb: 262_144,
          checker,
          floatTolerance,
          customChecker: null,
          testGroups: [],
          referenceSolution: [{ language: 'C++', code: sumCpp }],
        } as unknown as ProblemRow;
        const dir = path.join(root, `flags-${checker}`);
        await exportKattisPackage(
          row,
          { visible: [], hidden: [{ input: '1 2\n', output: '3\n', explanation: '' }] },
          dir,
        );
        const back = await readKattisPackage(dir);
        expect(back.input.checker).toBe(checker);
        expect(back.input.floatTolerance).toBe(floatTolerance ?? undefined);
      }
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe.skipIf(skipJudge)('importing and exporting Kattis packages', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-kattis-'));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });
  const deps = () => ({ problems: problemsRepository(t.database.db), judge: t.judge });

  it('imports a legacy package after judging every submission, deriving the time limit', async () => {
    const dir = await writePackage(root, 'harbour-sum', legacySum());
    const pkg = await readAnyPackage(dir);
    const { id, created } = await importProblemPackage(deps(), pkg, { verify: true });
    expect(created).toBe(true);
    const row = await deps().problems.findById(id);
    // The slowest (Java's, ≈0.2 s) × 2, rounded up to whole seconds, is the 1 s minimum.
    expect(row).toMatchObject({ slug: 'harbour-sum', title: 'Harbour Sum', timeLimitMs: 1000 });
    expect(row?.referenceSolution.find((entry) => entry.language === 'Java')?.code).toBe(
      sumJavaLowerCase,
    );
  }, 180_000);

  it('derives the time limit from the slowest accepted submission × time_multiplier', async () => {
    // About 0.6 s of CPU per test: × 2 is 1.2 s, rounded up to whole seconds: 2 s.
    const spinningSum =
      '#include <bits/stdc++.h>\n#include <ctime>\nint main(){volatile long x=0;while(clock()<0.6*CLOCKS_PER_SEC)x++;long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
    const dir = await writePackage(root, 'slow-harbour', {
      ...legacySum(),
      'submissions/accepted/sum.cc': spinningSum,
    });
    const pkg = await readAnyPackage(dir);
    const { id } = await importProblemPackage(deps(), pkg, { verify: true });
    expect((await deps().problems.findById(id))?.timeLimitMs).toBe(2000);
  }, 180_000);

  it('imports a 2023-07 package whose time-limit-exceeded submission times out', async () => {
    const dir = await writePackage(root, 'lamp-average', modernMean);
    const { id } = await importProblemPackage(deps(), await readAnyPackage(dir), {
      verify: true,
    });
    const row = await deps().problems.findById(id);
    expect(row).toMatchObject({ timeLimitMs: 1000, checker: 'float', floatTolerance: 1e-4 });
    const tests = await deps().problems.findTests(id, true);
    expect(tests.visible).toEqual([]);
    expect(tests.hidden[0]?.input).toBe('');
    // Without examples, Run takes the learner's own input only.
    if (!row) throw new Error('not saved');
    await expect(runCode(deps(), row, { code: meanPy, language: 'python' })).rejects.toThrow(
      'This problem has no examples to run',
    );
    const custom = await runCode(deps(), row, {
      code: meanPy,
      language: 'python',
      customInput: '2 4\n',
    });
    expect(custom.testCases.map((test) => test.stdout)).toEqual(['3.0\n']);
  }, 180_000);

  it('gives start code in every language that compiles and runs as it is', async () => {
    for (const [label, code] of Object.entries(kattisTemplates)) {
      const language = toLanguageId(label) as LanguageId;
      const settings = {
        timeLimitMs: 2000,
        languageTimeLimitsMs: {},
        memoryLimitKb: 262_144,
        checker: 'default' as const,
        floatTolerance: null,
        customChecker: null,
      };
      const result = await runJudgeJob(
        t.judge,
        judgeJob(settings, language, code, [{ input: '3\n1 2 3\n', expected: '' }]),
      );
      expect(result.compile.ok, label).toBe(true);
      expect(result.tests[0]?.status_id, label).toBe(JudgeStatus.accepted);
    }
  }, 120_000);

  it('refuses a package whose wrong_answer submission is accepted, and imports nothing', async () => {
    const dir = await writePackage(
      root,
      'harbour-mislabelled',
      legacySum({ 'submissions/wrong_answer/fine.cc': sumCpp }),
    );
    await expect(
      importProblemPackage(deps(), await readAnyPackage(dir), { verify: true }),
    ).rejects.toThrow(
      'harbour-mislabelled: submissions/wrong_answer/fine.cc must get Wrong Answer but got Accepted',
    );
    expect(await deps().problems.findIdBySlug('harbour-mislabelled')).toBeUndefined();
  }, 180_000);

  it('round-trips a stored problem through a Kattis package: folder, zip and the API', async () => {
    const input = problemInputSchema.parse(
      sumProblemWithPython({
        title: 'Kattis Round Trip',
        description:
          'Read two integers and print their sum.\n\n## Input\n\nTwo integers.\n\n## Output\n\nTheir sum.',
        topics: ['math'],
        timeLimitMs: 1500,
        memoryLimitKb: 131_072,
        checker: 'float',
        floatTolerance: 1e-5,
      }),
    );
    const extras = { slug: 'kattis-round-trip', editorial: '', hints: [] };
    const id = await saveProblem(deps(), input, { extras, skipVerification: true });
    const row = await deps().problems.findById(id);
    if (!row) throw new Error('not saved');

    const dir = path.join(root, 'export', 'kattis-round-trip');
    await exportKattisPackage(row, await deps().problems.findTests(id, true), dir);
    const back = await readKattisPackage(dir);
    const byLanguage = (entries: Array<{ language: string; completeCode: string }>) =>
      Object.fromEntries(entries.map((entry) => [entry.language, entry.completeCode]));
    expect(back.extras.slug).toBe('kattis-round-trip');
    expect(back.input).toMatchObject({
      title: input.title,
      description: input.description,
      difficulty: input.difficulty,
      tags: input.tags,
      topics: input.topics,
      timeLimitMs: 1500,
      memoryLimitKb: 131_072,
      checker: 'float',
      floatTolerance: 1e-5,
      visibleTestCases: input.visibleTestCases,
      hiddenTestCases: input.hiddenTestCases,
    });
    expect(byLanguage(back.input.referenceSolution)).toEqual(byLanguage(input.referenceSolution));
    // Imported again (judged: its references are the Kattis accepted submissions), in place.
    expect(await importProblemPackage(deps(), back, { verify: true })).toEqual({
      id,
      created: false,
    });

    // The admin's download, unpacked at its root and uploaded again: the same problem.
    const admin = await signInAdmin(t, 'kattis@example.com', 'kattis-password');
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/problem/export/${id}?format=kattis`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    const unknownFormat = await t.app.inject({
      method: 'GET',
      url: `/api/problem/export/${id}?format=docx`,
      headers: { cookie: admin },
    });
    expect(unknownFormat.statusCode).toBe(400);
    const files = unzipSync(exported.rawPayload);
    expect(Object.keys(files)).toContain('kattis-round-trip/problem.yaml');
    expect(Object.keys(files)).toContain('kattis-round-trip/submissions/accepted/Main.java');
    const atRoot = Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => [
        name.replace(/^kattis-round-trip\//, ''),
        bytes,
      ]),
    );
    const { dirs, cleanup } = await packageDirsIn(
      await writeZip(root, 'round-trip.zip', zipSync(atRoot)),
    );
    try {
      // Zipped at its root, the package is named after its title.
      expect(dirs.map((d) => path.basename(d))).toEqual(['kattis-round-trip']);
    } finally {
      await cleanup();
    }
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin, 'content-type': 'application/zip' },
      payload: Buffer.from(zipSync(atRoot)),
    });
    expect(uploaded.json()).toMatchObject({
      imported: [{ slug: 'kattis-round-trip', created: false }],
    });
    const after = await deps().problems.findById(id);
    expect(after).toMatchObject({
      title: row.title,
      description: row.description,
      timeLimitMs: row.timeLimitMs,
      memoryLimitKb: row.memoryLimitKb,
      checker: row.checker,
      floatTolerance: row.floatTolerance,
    });
  }, 300_000);
});

async function writeZip(root: string, name: string, zip: Uint8Array) {
  const file = path.join(root, name);
  await fs.writeFile(file, zip);
  return file;
}
