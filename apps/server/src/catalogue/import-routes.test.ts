import { problemInputSchema } from '@grindstone/contract';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_FAILED_MESSAGE } from '../judging/judge-failure';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { crashedWorker, judgeStandIn } from '../test-support/judge-stand-in';
import { sumProblem } from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import {
  createTestApp,
  registerLearner,
  signInAdmin,
  type TestApp,
} from '../test-support/test-app';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] problem zip import tests skipped: ${skipJudge}`);

describe.skipIf(skipJudge)('importing and exporting problem zips from the admin panel', () => {
  let t: TestApp;
  let admin: string;
  let problemId: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await signInAdmin(t, 'zip@example.com', 'zip-password');
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem({ title: 'Zipped Sum' })),
      { skipVerification: true },
    );
  }, 120_000);
  afterAll(() => t.close());

  /** The sum problem's exported zip, unpacked, with its title changed. */
  const exportedFilesTitled = async (title: string) => {
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/problem/export/${problemId}`,
      headers: { cookie: admin },
    });
    const files = unzipSync(exported.rawPayload);
    const problem = JSON.parse(new TextDecoder().decode(files['zipped-sum/problem.json']));
    files['zipped-sum/problem.json'] = new TextEncoder().encode(
      JSON.stringify({ ...problem, slug: 'zipped-sum', title }),
    );
    return files;
  };
  const upload = (zip: Uint8Array, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie, 'content-type': 'application/zip' },
      payload: Buffer.from(zip),
    });

  it('keeps import and export to admins', async () => {
    const learner = await registerLearner(t.app, 'Zipper');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/problem/export/${problemId}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/problem/export/${problemId}`,
          headers: { cookie: learner.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect((await upload(new Uint8Array([1, 2, 3]), learner.cookie)).statusCode).toBe(403);
  });

  it('exports a problem as a package zip that imports back as an update', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/problem/export/${problemId}`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('zipped-sum.zip');
    const files = unzipSync(exported.rawPayload);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'zipped-sum/problem.json',
        'zipped-sum/tests/01.in',
        'zipped-sum/solutions/Main.java',
      ]),
    );

    const imported = await upload(exported.rawPayload);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().imported).toEqual([{ slug: 'zipped-sum', created: true }]);
    const again = await upload(exported.rawPayload);
    expect(again.json().imported).toEqual([{ slug: 'zipped-sum', created: false }]);
  });

  it('rejects a package that fails verification, with the reason, and changes nothing', async () => {
    const files = await exportedFilesTitled('Broken Zip');
    files['zipped-sum/templates/template.cpp'] = new TextEncoder().encode('this is not C++');
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/problem/getAllProblem?search=Broken Zip' })
    ).json().total;
    const response = await upload(zipSync(files));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /Nothing was imported.*zipped-sum: template C\+\+ does not compile/s,
    );
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/problem/getAllProblem?search=Broken Zip' })
      ).json().total,
    ).toBe(before);
  });

  it('answers 503 when the judge fails while verifying: no verdict on the package, nothing changes', async () => {
    const files = await exportedFilesTitled('Judge Down');
    const healthy = t.judge.queue;
    t.judge.queue = judgeStandIn(crashedWorker);
    try {
      const response = await upload(zipSync(files));
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().message).toBe(JUDGE_FAILED_MESSAGE);
      const logged = t.logs.find((line) => line.requestId === response.json().requestId);
      expect(String(logged?.detail)).toContain('/srv/grindstone/secret-cache');
    } finally {
      t.judge.queue = healthy;
    }
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/problem/getAllProblem?search=Judge Down',
    });
    expect(search.json().total).toBe(0);
  });

  it('rejects a body that is not a zip', async () => {
    const response = await upload(new TextEncoder().encode('not a zip at all'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Not a readable zip/);
  });
});
