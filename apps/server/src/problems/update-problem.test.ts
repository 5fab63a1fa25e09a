import {
  type JudgeJobInput,
  problemInputSchema,
  problemMessages,
  problemUpdateSchema,
} from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgeHandle } from '../judging/judge-port';
import { sumProblem, sumProblemWithPython, sumSolutions } from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestApp, signInAdmin, type TestApp } from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';
import { problemsRepository } from './repository';
import { saveProblem } from './save-problem';
import { updateProblem } from './update-problem';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] judge-backed update tests skipped: ${skipJudge}`);

/** The fields the original client's update form sends, and nothing else. */
const formFields = [
  'title',
  'description',
  'difficulty',
  'tags',
  'visibleTestCases',
  'hiddenTestCases',
  'startCode',
  'referenceSolution',
] as const;

describe.each(testDatabaseKinds())('updating a problem on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let seeded = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signInAdmin(t, 'editor@example.com', 'editor-password');
  }, 120_000);
  afterAll(() => t.close());

  const repository = () => problemsRepository(t.database.db);

  /**
   * A problem with a value other than the default in every field an update could reset: three
   * companies, limits, a float checker with its tolerance, a slug, an editorial and hints.
   */
  const seedRich = async () => {
    seeded += 1;
    const slug = `kept-slug-${seeded}-${Date.now()}`;
    const id = await saveProblem(
      { problems: repository(), judge: t.judge },
      problemInputSchema.parse(
        sumProblem({
          title: `Rich problem ${seeded}`,
          tags: 'graph, dp',
          companies: ['Acme', 'Globex', 'Initech'],
          timeLimitMs: 3000,
          memoryLimitKb: 524_288,
          checker: 'float',
          floatTolerance: 0.001,
        }),
      ),
      {
        skipVerification: true,
        extras: { slug, editorial: '## Editorial\n\nAdd them.', hints: ['Use 64-bit integers'] },
      },
    );
    return id;
  };

  /** Everything stored about the problem that an admin can see, plus its slug. */
  const stateOf = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/problem/problemById/${id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    return { ...response.json(), slug: (await repository().findById(id))?.slug };
  };

  const update = (id: string, body: object, method: 'POST' | 'PUT' = 'PUT') =>
    t.app.inject({
      method,
      url: `/api/problem/update/${id}`,
      payload: body,
      headers: { cookie: admin },
    });

  describe.skipIf(skipJudge)('with the original form’s fields', () => {
    it('replaces the given fields and keeps companies, limits, checker, slug, editorial and hints', async () => {
      const id = await seedRich();
      const before = await stateOf(id);
      const form = sumProblem({
        title: 'Renamed by the form',
        description: 'A new statement.',
        difficulty: 'hard',
        tags: 'array',
        visibleTestCases: [{ input: '2 2\n', output: '4\n', explanation: '2 + 2 = 4' }],
        hiddenTestCases: [{ input: '7 8\n', output: '15\n' }],
        startCode: [
          { language: 'C++', initialCode: '// C++ here\n' },
          { language: 'Java', initialCode: '// Java here\n' },
          { language: 'JavaScript', initialCode: '// JavaScript here\n' },
        ],
        referenceSolution: [
          { language: 'C++', completeCode: `${sumSolutions.cpp}// v2\n` },
          { language: 'Java', completeCode: `${sumSolutions.java}// v2\n` },
          { language: 'JavaScript', completeCode: `${sumSolutions.javascript}// v2\n` },
        ],
      });
      const body = Object.fromEntries(formFields.map((field) => [field, form[field]]));
      const response = await update(id, body);
      expect(response.statusCode, response.body).toBe(200);

      const after = await stateOf(id);
      // Kept: each one is a field the update used to reset.
      expect.soft(after.companies, 'companies').toEqual(before.companies);
      expect.soft(after.editorial, 'editorial').toBe(before.editorial);
      expect.soft(after.hints, 'hints').toEqual(before.hints);
      expect.soft(after.timeLimitMs, 'timeLimitMs').toBe(3000);
      expect.soft(after.memoryLimitKb, 'memoryLimitKb').toBe(524_288);
      expect.soft(after.checker, 'checker').toBe('float');
      expect.soft(after.floatTolerance, 'floatTolerance').toBe(0.001);
      expect.soft(after.slug, 'slug').toBe(before.slug);
      // Replaced: each given field.
      expect(after).toMatchObject({
        title: 'Renamed by the form',
        description: 'A new statement.',
        difficulty: 'hard',
        tags: 'array',
        visibleTestCases: form.visibleTestCases,
        hiddenTestCases: form.hiddenTestCases,
        startCode: form.startCode,
        referenceSolution: form.referenceSolution,
      });
      // The reply is the problem as saved.
      expect(response.json().problem).toEqual(
        Object.fromEntries(Object.entries(after).filter(([key]) => key !== 'slug')),
      );
    }, 120_000);

    it('judges a change of limits, checker, tests or solutions, and changes only that field', async () => {
      const id = await seedRich();
      const cases: Array<[string, object, object]> = [
        ['timeLimitMs', { timeLimitMs: 4000 }, { timeLimitMs: 4000 }],
        ['memoryLimitKb', { memoryLimitKb: 393_216 }, { memoryLimitKb: 393_216 }],
        [
          'languageTimeLimitsMs',
          { languageTimeLimitsMs: { python: 4500 } },
          { languageTimeLimitsMs: { python: 4500 } },
        ],
        ['floatTolerance', { floatTolerance: 0.01 }, { floatTolerance: 0.01 }],
        ['checker', { checker: 'tokens' }, { checker: 'tokens' }],
        [
          'visibleTestCases',
          { visibleTestCases: [{ input: '3 4\n', output: '7\n', explanation: 'Three and four' }] },
          { visibleTestCases: [{ input: '3 4\n', output: '7\n', explanation: 'Three and four' }] },
        ],
        [
          'hiddenTestCases',
          { hiddenTestCases: [{ input: '100 1\n', output: '101\n' }] },
          { hiddenTestCases: [{ input: '100 1\n', output: '101\n' }] },
        ],
        [
          'referenceSolution',
          {
            referenceSolution: [
              { language: 'cpp', completeCode: `${sumSolutions.cpp}// v3\n` },
              { language: 'java', completeCode: `${sumSolutions.java}// v3\n` },
              { language: 'javascript', completeCode: `${sumSolutions.javascript}// v3\n` },
            ],
          },
          {
            referenceSolution: [
              { language: 'C++', completeCode: `${sumSolutions.cpp}// v3\n` },
              { language: 'Java', completeCode: `${sumSolutions.java}// v3\n` },
              { language: 'JavaScript', completeCode: `${sumSolutions.javascript}// v3\n` },
            ],
          },
        ],
      ];
      for (const [name, body, changed] of cases) {
        const before = await stateOf(id);
        const response = await update(id, body, name === 'checker' ? 'POST' : 'PUT');
        expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
        expect(await stateOf(id), name).toEqual({ ...before, ...changed });
      }
      // null puts the float checker's tolerance back to its default.
      const before = await stateOf(id);
      expect((await update(id, { floatTolerance: null })).statusCode).toBe(200);
      const { floatTolerance: _dropped, ...rest } = before;
      expect(await stateOf(id)).toEqual(rest);
    }, 300_000);

    it('judges the reference solutions on the merged problem: stored tests, limits and checker', async () => {
      // Stored: outputs that only a float checker accepts from the sum solutions.
      const id = await saveProblem(
        { problems: repository(), judge: t.judge },
        problemInputSchema.parse(
          sumProblem({
            title: 'Judged as stored',
            visibleTestCases: [{ input: '1 2\n', output: '3.004\n', explanation: 'About 3' }],
            hiddenTestCases: [{ input: '40 2\n', output: '42.004\n' }],
            timeLimitMs: 5000,
            memoryLimitKb: 524_288,
            checker: 'float',
            floatTolerance: 0.01,
          }),
        ),
        { skipVerification: true },
      );
      // The real judge, with every job it is given written down.
      const jobs: JudgeJobInput[] = [];
      const queue = t.judge.queue;
      const recording: JudgeHandle = {
        ...t.judge,
        queue: {
          backend: queue.backend,
          submit: (job) => {
            jobs.push(job);
            return queue.submit(job);
          },
          stats: () => queue.stats(),
          close: () => queue.close(),
        },
      };
      const updateJudged = (body: object) =>
        updateProblem(
          { problems: repository(), judge: recording },
          id,
          problemUpdateSchema.parse(body),
        );
      const storedTests = [
        { input: '1 2\n', expected: '3.004\n' },
        { input: '40 2\n', expected: '42.004\n' },
      ];

      // New solutions: judged on the stored tests, limits and checker (and accepted only so).
      const solutions = [
        { language: 'C++', completeCode: `${sumSolutions.cpp}// again\n` },
        { language: 'Java', completeCode: `${sumSolutions.java}// again\n` },
        { language: 'JavaScript', completeCode: `${sumSolutions.javascript}// again\n` },
      ];
      await updateJudged({ referenceSolution: solutions });
      expect(jobs.map((job) => job.code).sort()).toEqual(
        solutions.map((solution) => solution.completeCode).sort(),
      );
      for (const job of jobs) {
        expect(job.tests).toEqual(storedTests);
        expect(job.limits).toMatchObject({ cpuMs: 5000, memoryKb: 524_288 });
        expect(job.checker).toEqual({ type: 'float', absTolerance: 0.01, relTolerance: 0.01 });
      }

      // A new limit: the stored solutions and tests judged with it.
      jobs.length = 0;
      await updateJudged({ timeLimitMs: 4000 });
      expect(jobs).toHaveLength(3);
      for (const job of jobs) {
        expect(job.code).toContain('// again');
        expect(job.tests).toEqual(storedTests);
        expect(job.limits).toMatchObject({ cpuMs: 4000, memoryKb: 524_288 });
        expect(job.checker?.type).toBe('float');
      }

      // A text-only change is not judged.
      jobs.length = 0;
      await updateJudged({ title: 'Judged as stored, renamed', companies: ['Acme'] });
      expect(jobs).toEqual([]);

      // Through the API: a checker given judges the stored tests, and comparing exactly fails.
      const exact = await update(id, { checker: 'default' });
      expect(exact.statusCode).toBe(400);
      expect(exact.json().message).toContain(
        'Reference solution (C++) failed visible test 1: Wrong Answer',
      );
      // Given visible tests are judged together with the stored hidden ones.
      const visibleOnly = await update(id, {
        visibleTestCases: [{ input: '1 1\n', output: '2\n', explanation: 'Exact' }],
        checker: 'default',
      });
      expect(visibleOnly.statusCode).toBe(400);
      expect(visibleOnly.json().message).toContain(
        'Reference solution (C++) failed hidden test 1: Wrong Answer',
      );

      const after = await stateOf(id);
      expect(after).toMatchObject({
        title: 'Judged as stored, renamed',
        checker: 'float',
        floatTolerance: 0.01,
        timeLimitMs: 4000,
        memoryLimitKb: 524_288,
      });
      expect(after.visibleTestCases[0].output).toBe('3.004\n');
      expect(after.referenceSolution).toEqual(solutions);
    }, 300_000);
  });

  describe('fields that judging does not depend on', () => {
    const cases: Array<[string, object, object]> = [
      ['title', { title: '  Only the title  ' }, { title: 'Only the title' }],
      ['description', { description: 'Only the statement' }, { description: 'Only the statement' }],
      ['difficulty', { difficulty: 'Medium' }, { difficulty: 'medium' }],
      ['tags', { tags: ['array', 'linkedList'] }, { tags: 'array, linkedList' }],
      ['companies', { companies: ['Umbrella'] }, { companies: ['Umbrella'] }],
      ['companies emptied', { companies: [] }, { companies: [] }],
      [
        'startCode',
        {
          startCode: [
            { language: 'JavaScript', initialCode: '// js\n' },
            { language: 'C++', initialCode: '// cpp\n' },
            { language: 'Java', initialCode: '// java\n' },
          ],
        },
        {
          startCode: [
            { language: 'JavaScript', initialCode: '// js\n' },
            { language: 'C++', initialCode: '// cpp\n' },
            { language: 'Java', initialCode: '// java\n' },
          ],
        },
      ],
    ];
    it.each(cases)('%s: only that field changes', async (_name, body, changed) => {
      const id = await seedRich();
      const before = await stateOf(id);
      const response = await update(id, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(await stateOf(id)).toEqual({ ...before, ...changed });
    });

    it('keeps the stored Python code when the lists leave Python out, and replaces it when given', async () => {
      const id = await saveProblem(
        { problems: repository(), judge: t.judge },
        problemInputSchema.parse(sumProblemWithPython({ title: `Python kept ${Date.now()}` })),
        { skipVerification: true },
      );
      const allLanguages = async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/problem/problemById/${id}?languages=all`,
          headers: { cookie: admin },
        });
        return response.json() as {
          startCode: { language: string; initialCode: string }[];
          referenceSolution: { language: string; completeCode: string }[];
        };
      };
      const python = (detail: Awaited<ReturnType<typeof allLanguages>>) => ({
        start: detail.startCode.find((entry) => entry.language === 'Python')?.initialCode,
        solution: detail.referenceSolution.find((entry) => entry.language === 'Python')
          ?.completeCode,
      });
      const before = python(await allLanguages());
      // What the original client's form sends: the three original languages only.
      const form = sumProblem();
      const three = await update(id, {
        startCode: form.startCode,
        referenceSolution: (form.referenceSolution ?? []).map((entry) => ({
          ...entry,
          completeCode: `${entry.completeCode}// v2\n`,
        })),
      });
      expect(three.statusCode, three.body).toBe(200);
      const afterThree = await allLanguages();
      expect(python(afterThree)).toEqual(before);
      expect(afterThree.startCode.map((entry) => entry.language)).toEqual([
        'C++',
        'Java',
        'JavaScript',
        'Python',
      ]);
      expect(afterThree.referenceSolution[0]?.completeCode).toBe(`${sumSolutions.cpp}// v2\n`);
      // Four entries replace Python's too.
      const four = await update(id, {
        startCode: [...(form.startCode ?? []), { language: 'python', initialCode: '# new\n' }],
      });
      expect(four.statusCode, four.body).toBe(200);
      expect(python(await allLanguages()).start).toBe('# new\n');
    }, 120_000);

    it('accepts an empty body and changes nothing', async () => {
      const id = await seedRich();
      const before = await stateOf(id);
      expect((await update(id, {})).statusCode).toBe(200);
      expect(await stateOf(id)).toEqual(before);
    });
  });

  describe('validation of the fields present', () => {
    const cases: Array<[object, string]> = [
      [{ title: '' }, problemMessages.titleRequired],
      [{ title: null }, problemMessages.titleRequired],
      [{ description: ' ' }, problemMessages.descriptionRequired],
      [{ difficulty: 'extreme' }, problemMessages.difficultyInvalid],
      [{ tags: '' }, problemMessages.tagRequired],
      [{ tags: 'trees' }, problemMessages.tagInvalid],
      [{ visibleTestCases: [] }, problemMessages.visibleRequired],
      [{ hiddenTestCases: [] }, problemMessages.hiddenRequired],
      [{ hiddenTestCases: [{ input: '1' }] }, problemMessages.outputRequired],
      [
        { startCode: [{ language: 'C++', initialCode: 'a' }] },
        problemMessages.allLanguagesRequired,
      ],
      [{ referenceSolution: [] }, problemMessages.allLanguagesRequired],
      [{ timeLimitMs: 50 }, 'Time limit must be between 100 and 20000 ms'],
      [{ languageTimeLimitsMs: { python: 50 } }, 'Time limit must be between 100 and 20000 ms'],
      [{ memoryLimitKb: 1024 }, 'Memory limit must be between 32 MB and 1 GB'],
    ];
    it.each(cases)(
      'rejects %o with the create message and changes nothing',
      async (body, message) => {
        const id = await seedRich();
        const before = await stateOf(id);
        const response = await update(id, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
        expect(await stateOf(id)).toEqual(before);
      },
    );

    it('answers an unknown problem with 404', async () => {
      const response = await update('00000000-0000-4000-8000-000000000000', { title: 'Nobody' });
      expect(response.statusCode).toBe(404);
    });
  });
});
