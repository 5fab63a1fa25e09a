import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledProblemsDir } from '../paths';
import { judgeTests, toProblemTests } from '../problems/problem-mapping';
import { problemsRepository } from '../problems/repository';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';
import { importProblemPackage, seedBundledCatalogue } from './import-catalogue';
import { listPackageDirs, readProblemPackage } from './read-package';

describe('the bundled catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('is all valid packages, imported into an empty database once', async () => {
    const dirs = await listPackageDirs(bundledProblemsDir);
    expect(dirs.length).toBeGreaterThan(0);
    const log = { info: () => {} };
    const imported = await seedBundledCatalogue({ ...contextOf(t), log }, bundledProblemsDir);
    expect(imported).toBe(dirs.length);
    expect(await seedBundledCatalogue({ ...contextOf(t), log }, bundledProblemsDir)).toBe(0);

    const list = await t.app.inject({ method: 'GET', url: '/api/problem/getAllProblem' });
    expect(list.json().total).toBe(dirs.length);
    const first = await readProblemPackage(dirs[0] as string);
    const found = list
      .json()
      .problems.find((p: { title: string }) => p.title === first.input.title);
    // The editorial is for signed-in users.
    const { cookie } = await registerLearner(t.app, 'Reader');
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/problem/problemById/${found._id}`,
        headers: { cookie },
      })
    ).json();
    expect(detail.editorial.length).toBeGreaterThan(0);
    expect(detail.hints.length).toBeGreaterThanOrEqual(2);
    expect(detail.hiddenTestCases).toBeUndefined();
  }, 300_000);
});

describe('reading a problem package', () => {
  let dir: string;
  beforeAll(async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-package-'));
    const [source] = await listPackageDirs(bundledProblemsDir);
    dir = path.join(root, path.basename(source as string));
    await fs.cp(source as string, dir, { recursive: true });
  });
  afterAll(() => fs.rm(path.dirname(dir), { recursive: true, force: true }));

  it('rejects a package with the reasons when a file or field is wrong', async () => {
    await fs.rm(path.join(dir, 'solutions/Main.java'));
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'problem.json'), 'utf8'));
    await fs.writeFile(
      path.join(dir, 'problem.json'),
      JSON.stringify({
        ...manifest,
        examples: [...manifest.examples, { test: '99', explanation: 'x' }],
      }),
    );
    await expect(readProblemPackage(dir)).rejects.toThrow(
      /example test 99 does not exist.*Complete code is required/s,
    );
  });
});

describe("a package's named worst test for its slow solution", () => {
  let dir: string;
  beforeAll(async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-package-'));
    const source = path.join(bundledProblemsDir, 'e-trail-vote-majority');
    dir = path.join(root, path.basename(source));
    await fs.cp(source, dir, { recursive: true });
  });
  afterAll(() => fs.rm(path.dirname(dir), { recursive: true, force: true }));

  const setWorstTest = async (slowWorstTest: string) => {
    const file = path.join(dir, 'problem.json');
    const manifest = JSON.parse(await fs.readFile(file, 'utf8'));
    // Test 01 is hidden, so files and judging order differ: 02, 03 (the examples), 01, 04, …
    const examples = manifest.examples.filter((example: { test: string }) => example.test !== '01');
    await fs.writeFile(file, JSON.stringify({ ...manifest, examples, slowWorstTest }));
  };

  it('points at that test among the tests in judging order', async () => {
    for (const name of ['01', '03', '11']) {
      await setWorstTest(name);
      const pkg = await readProblemPackage(dir);
      const judged = judgeTests(toProblemTests(pkg.input));
      const named = await fs.readFile(path.join(dir, `tests/${name}.in`), 'utf8');
      expect(judged[pkg.slowWorstTest as number]?.input).toBe(named);
    }
  });

  it('must exist, and needs a slow solution', async () => {
    await setWorstTest('77');
    await expect(readProblemPackage(dir)).rejects.toThrow('slowWorstTest 77 does not exist');
    await setWorstTest('7');
    await expect(readProblemPackage(dir)).rejects.toThrow('slowWorstTest: test must be');
    await setWorstTest('11');
    await fs.rm(path.join(dir, 'slow'), { recursive: true });
    await expect(readProblemPackage(dir)).rejects.toThrow('there is no slow/slow.cpp');
  });
});

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] judged package import tests skipped: ${skipJudge}`);

describe.skipIf(skipJudge)(
  'importing a package from the command line (npm run problems -- import)',
  () => {
    let t: TestApp;
    let dir: string;
    beforeAll(async () => {
      t = await createTestApp('pglite');
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-package-'));
      const source = path.join(bundledProblemsDir, 'e-missing-bike-tag');
      dir = path.join(root, 'e-missing-bike-tag');
      await fs.cp(source, dir, { recursive: true });
    });
    afterAll(async () => {
      await t.close();
      await fs.rm(path.dirname(dir), { recursive: true, force: true });
    });

    it('refuses a package whose template does not compile, with the reason the zip upload gives', async () => {
      await fs.writeFile(path.join(dir, 'templates/template.cpp'), 'this is not C++');
      const pkg = await readProblemPackage(dir);
      await expect(importProblemPackage(contextOf(t), pkg, { verify: true })).rejects.toThrow(
        /^e-missing-bike-tag: template C\+\+ does not compile/,
      );
      expect(await contextOf(t).problems.findIdBySlug('e-missing-bike-tag')).toBeUndefined();
    }, 120_000);
  },
);

function contextOf(t: TestApp) {
  // The same repositories the app uses, on the test database.
  return { problems: problemsRepository(t.database.db), judge: t.judge };
}
