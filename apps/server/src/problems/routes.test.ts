import { problemInputSchema, problemMessages } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videosRepository } from '../media/videos-repository';
import {
  HIDDEN_SECRET_INPUT,
  sumProblem,
  sumProblemWithPython,
  sumSolutions,
} from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import {
  createTestApp,
  registerLearner,
  signInAdmin,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';
import { problemsRepository } from './repository';
import { saveProblem } from './save-problem';

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] judge-backed problem tests skipped: ${skipJudge}`);

describe.each(testDatabaseKinds())('problems API on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let learner: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signInAdmin(t, 'author@example.com', 'author-password');
    learner = (await registerLearner(t.app, 'Solver')).cookie;
  }, 120_000);
  afterAll(() => t.close());

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) => t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

  /** Saves without judging: for tests about listing and reading, not about verification. */
  const seed = (overrides: Parameters<typeof sumProblem>[0] = {}) =>
    saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem(overrides)),
      { skipVerification: true },
    );

  describe('authorization', () => {
    it('lets only admins create, update and delete problems', async () => {
      const id = await seed({ title: 'Guarded problem' });
      for (const [method, url] of [
        ['POST', '/api/problem/create'],
        ['POST', `/api/problem/update/${id}`],
        ['PUT', `/api/problem/update/${id}`],
        ['DELETE', `/api/problem/delete/${id}`],
      ] as const) {
        expect(
          (await request(method, url, undefined, sumProblem())).statusCode,
          `${method} ${url} as guest`,
        ).toBe(401);
        expect(
          (await request(method, url, learner, sumProblem())).statusCode,
          `${method} ${url} as learner`,
        ).toBe(403);
      }
      expect((await request('GET', `/api/problem/problemById/${id}`)).statusCode).toBe(200);
    });

    it('requires a login for solved-problem data and submission history', async () => {
      const id = await seed({ title: 'History guarded' });
      const history = await request('GET', `/api/problem/submittedProblem/${id}`);
      expect(history.statusCode).toBe(401);
      expect(history.json().code).toBe('UNAUTHENTICATED');
      expect((await request('GET', `/api/problem/submittedProblem/${id}`, learner)).json()).toEqual(
        [],
      );
      expect((await request('GET', '/api/problem/problemSolvedByUser')).statusCode).toBe(401);
      expect((await request('GET', '/api/problem/getAllProblem?status=solved')).statusCode).toBe(
        401,
      );
      expect((await request('GET', '/api/problem/getAllProblem')).statusCode).toBe(200);
    });
  });

  describe('importing and exporting packages', () => {
    it('lets only admins import a zip or export a problem', async () => {
      const id = await seed({ title: 'Exported only by admins' });
      const zip = (cookie?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/problem/import',
          headers: { 'content-type': 'application/zip', ...(cookie ? { cookie } : {}) },
          payload: Buffer.from('PK not really a zip'),
        });
      expect((await zip()).statusCode).toBe(401);
      expect((await zip(learner)).statusCode).toBe(403);
      expect((await request('GET', `/api/problem/export/${id}`)).statusCode).toBe(401);
      expect((await request('GET', `/api/problem/export/${id}`, learner)).statusCode).toBe(403);
    });
  });

  describe('validation', () => {
    const cases: Array<[string, object, string]> = [
      ['missing title', { title: '' }, problemMessages.titleRequired],
      ['missing description', { description: '  ' }, problemMessages.descriptionRequired],
      ['unknown tag', { tags: 'trees' }, problemMessages.tagInvalid],
      ['empty tags', { tags: '' }, problemMessages.tagRequired],
      ['no visible tests', { visibleTestCases: [] }, problemMessages.visibleRequired],
      ['no hidden tests', { hiddenTestCases: [] }, problemMessages.hiddenRequired],
      [
        'visible test without input',
        { visibleTestCases: [{ input: '', output: '1', explanation: 'x' }] },
        problemMessages.inputRequired,
      ],
      [
        'visible test without output',
        { visibleTestCases: [{ input: '1', output: '', explanation: 'x' }] },
        problemMessages.outputRequired,
      ],
      [
        'visible test without explanation',
        { visibleTestCases: [{ input: '1', output: '1', explanation: '' }] },
        problemMessages.explanationRequired,
      ],
      [
        'two start codes',
        {
          startCode: [
            { language: 'C++', initialCode: 'a' },
            { language: 'Java', initialCode: 'b' },
          ],
        },
        problemMessages.allLanguagesRequired,
      ],
      [
        'a language twice',
        {
          startCode: [
            { language: 'C++', initialCode: 'a' },
            { language: 'cpp', initialCode: 'b' },
            { language: 'Java', initialCode: 'c' },
          ],
        },
        problemMessages.allLanguagesRequired,
      ],
      [
        'empty initial code',
        {
          startCode: [
            { language: 'C++', initialCode: '' },
            { language: 'Java', initialCode: 'b' },
            { language: 'JavaScript', initialCode: 'c' },
          ],
        },
        problemMessages.initialCodeRequired,
      ],
      [
        'hidden test without input',
        { hiddenTestCases: [{ input: '', output: '1' }] },
        problemMessages.inputRequired,
      ],
      [
        'hidden test without output',
        { hiddenTestCases: [{ input: '1', output: '' }] },
        problemMessages.outputRequired,
      ],
      [
        'hidden test with no output field at all',
        { hiddenTestCases: [{ input: '1' } as { input: string; output: string }] },
        problemMessages.outputRequired,
      ],
      [
        'two reference solutions',
        {
          referenceSolution: [
            { language: 'C++', completeCode: 'a' },
            { language: 'Java', completeCode: 'b' },
          ],
        },
        problemMessages.allLanguagesRequired,
      ],
      [
        'four reference solutions',
        {
          referenceSolution: [
            { language: 'C++', completeCode: 'a' },
            { language: 'Java', completeCode: 'b' },
            { language: 'JavaScript', completeCode: 'c' },
            { language: 'cpp', completeCode: 'd' },
          ],
        },
        problemMessages.allLanguagesRequired,
      ],
      [
        'Python in place of an original language',
        {
          referenceSolution: [
            { language: 'C++', completeCode: 'a' },
            { language: 'Java', completeCode: 'b' },
            { language: 'Python', completeCode: 'c' },
          ],
        },
        problemMessages.allLanguagesRequired,
      ],
      [
        'Python twice',
        {
          startCode: [
            { language: 'C++', initialCode: 'a' },
            { language: 'Java', initialCode: 'b' },
            { language: 'JavaScript', initialCode: 'c' },
            { language: 'Python', initialCode: 'd' },
            { language: 'python', initialCode: 'e' },
          ],
        },
        problemMessages.allLanguagesRequired,
      ],
      [
        'empty complete code',
        {
          referenceSolution: [
            { language: 'C++', completeCode: '' },
            { language: 'Java', completeCode: 'b' },
            { language: 'JavaScript', completeCode: 'c' },
          ],
        },
        problemMessages.completeCodeRequired,
      ],
    ];
    it.each(cases)('rejects %s with the product’s message', async (_name, overrides, message) => {
      const response = await request('POST', '/api/problem/create', admin, sumProblem(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('applies the same rules to updates, with POST and PUT, and changes nothing', async () => {
      const id = await seed({ title: 'Validated on update' });
      for (const [name, overrides, message] of cases) {
        for (const method of ['POST', 'PUT'] as const) {
          const response = await request(
            method,
            `/api/problem/update/${id}`,
            admin,
            sumProblem(overrides),
          );
          expect(response.statusCode, `${method} ${name}`).toBe(400);
          expect(response.json().message, `${method} ${name}`).toBe(message);
        }
      }
      expect((await request('GET', `/api/problem/problemById/${id}`)).json().title).toBe(
        'Validated on update',
      );
    });

    it('rejects a bad difficulty', async () => {
      const response = await request(
        'POST',
        '/api/problem/create',
        admin,
        sumProblem({ difficulty: 'extreme' as 'easy' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(problemMessages.difficultyInvalid);
    });
  });

  describe.skipIf(skipJudge)('creating and updating with judged reference solutions', () => {
    it('creates a problem whose reference solutions pass every test, normalising its input', async () => {
      const response = await request(
        'POST',
        '/api/problem/create',
        admin,
        sumProblem({
          title: 'Created through the API',
          difficulty: 'Medium' as 'medium',
          tags: 'array, dp',
          startCode: sumProblem().startCode?.map((entry, index) => ({
            ...entry,
            language: ['cpp', 'java', 'javascript'][index] as string,
          })),
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().message).toBe('Problem created successfully!');
      const detail = (
        await request('GET', `/api/problem/problemById/${response.json().problem._id}`, admin)
      ).json();
      expect(detail).toMatchObject({
        difficulty: 'medium',
        tags: 'array, dp',
        timeLimitMs: 2000,
        memoryLimitKb: 262144,
        checker: 'default',
      });
      expect(detail.startCode.map((entry: { language: string }) => entry.language)).toEqual([
        'C++',
        'Java',
        'JavaScript',
      ]);
    });

    it('rejects a failing reference solution, naming language, test and verdict, and saves nothing', async () => {
      const before = (await request('GET', '/api/problem/getAllProblem?limit=100')).json().total;
      const response = await request(
        'POST',
        '/api/problem/create',
        admin,
        sumProblem({
          title: 'Never saved',
          referenceSolution: [
            { language: 'C++', completeCode: sumSolutions.wrongCpp },
            { language: 'Java', completeCode: sumSolutions.overflowingJava },
            { language: 'JavaScript', completeCode: sumSolutions.javascript },
          ],
        }),
      );
      expect(response.statusCode).toBe(400);
      const { message } = response.json();
      expect(message).toContain('Reference solution (C++) failed visible test 1: Wrong Answer');
      expect(message).toContain('Reference solution (Java) failed hidden test 2: Wrong Answer');
      expect(message).not.toContain('JavaScript');
      expect((await request('GET', '/api/problem/getAllProblem?limit=100')).json().total).toBe(
        before,
      );
    });

    it('updates a problem with POST or PUT, with the same checks', async () => {
      const id = await seed({ title: 'Before the update' });
      const updated = await request(
        'PUT',
        `/api/problem/update/${id}`,
        admin,
        sumProblem({ title: 'After the update', timeLimitMs: 3000, checker: 'tokens' }),
      );
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({
        message: 'Problem updated successfully',
        problem: { title: 'After the update', timeLimitMs: 3000, checker: 'tokens' },
      });
      const rejected = await request(
        'POST',
        `/api/problem/update/${id}`,
        admin,
        sumProblem({
          title: 'Broken update',
          referenceSolution: [
            { language: 'C++', completeCode: 'int main( {' },
            { language: 'Java', completeCode: sumSolutions.java },
            { language: 'JavaScript', completeCode: sumSolutions.javascript },
          ],
        }),
      );
      expect(rejected.statusCode).toBe(400);
      expect(rejected.json().message).toMatch(/Reference solution \(C\+\+\) failed to compile/);
      expect((await request('GET', `/api/problem/problemById/${id}`)).json().title).toBe(
        'After the update',
      );
      expect(
        (
          await request(
            'PUT',
            '/api/problem/update/00000000-0000-4000-8000-000000000000',
            admin,
            sumProblem(),
          )
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('reading problems', () => {
    it('never sends hidden tests to guests or learners, but does to admins', async () => {
      const id = await seed({ title: 'Secretive problem' });
      for (const cookie of [undefined, learner]) {
        const response = await request('GET', `/api/problem/problemById/${id}`, cookie);
        expect(response.statusCode).toBe(200);
        expect(response.json().hiddenTestCases).toBeUndefined();
        expect(response.body).not.toContain(HIDDEN_SECRET_INPUT.trim());
        expect(response.json().visibleTestCases).toHaveLength(2);
      }
      const asAdmin = (await request('GET', `/api/problem/problemById/${id}`, admin)).json();
      expect(asAdmin.hiddenTestCases).toEqual([
        { input: '10 20\n', output: '30\n' },
        { input: HIDDEN_SECRET_INPUT, output: '8000000000\n' },
      ]);
    });

    it('sends reference solutions and the editorial to signed-in users only', async () => {
      const id = await saveProblem(
        { problems: problemsRepository(t.database.db), judge: t.judge },
        problemInputSchema.parse(sumProblem({ title: 'Solved for members' })),
        {
          skipVerification: true,
          extras: { editorial: 'Add the two numbers.', hints: ['Mind the overflow'] },
        },
      );
      await videosRepository(t.database.db).set(id, {
        cloudinaryPublicId: 'editorials/members',
        secureUrl: 'https://media.example.com/editorials/members.mp4',
        thumbnailUrl: 'https://media.example.com/editorials/members.jpg',
        durationSeconds: 90,
      });
      const guest = await request('GET', `/api/problem/problemById/${id}`);
      expect(guest.statusCode).toBe(200);
      expect(guest.json().referenceSolution).toEqual([]);
      for (const field of ['editorial', 'hints', 'secureUrl', 'thumbnailUrl', 'duration']) {
        expect(guest.json(), field).not.toHaveProperty(field);
      }
      expect(guest.body).not.toContain(sumSolutions.cpp.slice(0, 40));
      expect(guest.body).not.toContain('Mind the overflow');
      // What a guest may see is all still there.
      expect(guest.json()).toMatchObject({
        title: 'Solved for members',
        tags: 'array',
        companies: ['Acme', 'Globex', 'Initech'],
      });
      expect(guest.json().startCode).toHaveLength(3);

      for (const cookie of [learner, admin]) {
        const member = (await request('GET', `/api/problem/problemById/${id}`, cookie)).json();
        expect(member.referenceSolution).toEqual([
          { language: 'C++', completeCode: sumSolutions.cpp },
          { language: 'Java', completeCode: sumSolutions.java },
          { language: 'JavaScript', completeCode: sumSolutions.javascript },
        ]);
        expect(member).toMatchObject({
          editorial: 'Add the two numbers.',
          hints: ['Mind the overflow'],
          secureUrl: 'https://media.example.com/editorials/members.mp4',
          duration: 90,
        });
      }
    });

    it('sends the original three languages unless asked for ?languages=all, which adds Python', async () => {
      const id = await seed(sumProblemWithPython({ title: 'Four languages' }));
      const labels = (entries: { language: string }[]) => entries.map((entry) => entry.language);
      const original = (await request('GET', `/api/problem/problemById/${id}`, learner)).json();
      expect(labels(original.startCode)).toEqual(['C++', 'Java', 'JavaScript']);
      expect(labels(original.referenceSolution)).toEqual(['C++', 'Java', 'JavaScript']);
      const all = await request('GET', `/api/problem/problemById/${id}?languages=all`, learner);
      expect(all.statusCode).toBe(200);
      expect(labels(all.json().startCode)).toEqual(['C++', 'Java', 'JavaScript', 'Python']);
      expect(all.json().referenceSolution).toContainEqual({
        language: 'Python',
        completeCode: sumSolutions.python,
      });
      const bad = await request('GET', `/api/problem/problemById/${id}?languages=some`, learner);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('languages must be "all"');
    });

    it('sends tags as one string in every problem shape', async () => {
      const id = await seed({ title: 'Tagged twice', tags: ['graph', 'dp', 'graph'] });
      const detail = (await request('GET', `/api/problem/problemById/${id}`)).json();
      expect(detail.tags).toBe('graph, dp');
      // The original problem page calls string methods on it.
      expect(detail.tags.split(', ')).toEqual(['graph', 'dp']);
      const listed = (
        await request('GET', '/api/problem/getAllProblem?search=Tagged%20twice&limit=10')
      ).json();
      expect(listed.problems[0].tags).toBe('graph, dp');

      const solver = await registerLearner(t.app, 'Tagger');
      await problemsRepository(t.database.db).markSolved(solver.user._id, id);
      const solved = (
        await request('GET', '/api/problem/problemSolvedByUser', solver.cookie)
      ).json();
      expect(solved).toEqual([
        expect.objectContaining({ _id: id, tags: 'graph, dp', difficulty: 'easy' }),
      ]);
      const updated = await request('PUT', `/api/problem/update/${id}`, admin, {
        tags: 'linkedList,array',
      });
      expect(updated.json().problem.tags).toBe('linkedList, array');
    });

    it('answers an unknown problem with 404 and a malformed id with 400', async () => {
      expect(
        (await request('GET', '/api/problem/problemById/00000000-0000-4000-8000-000000000000'))
          .statusCode,
      ).toBe(404);
      expect((await request('GET', '/api/problem/problemById/abc')).statusCode).toBe(400);
    });

    it('deletes a problem', async () => {
      const id = await seed({ title: 'Doomed problem' });
      const response = await request('DELETE', `/api/problem/delete/${id}`, admin);
      expect(response.statusCode).toBe(200);
      expect((await request('GET', `/api/problem/problemById/${id}`)).statusCode).toBe(404);
      expect((await request('DELETE', `/api/problem/delete/${id}`, admin)).statusCode).toBe(404);
    });
  });

  describe('the problem list', () => {
    beforeAll(async () => {
      for (let i = 1; i <= 12; i += 1) {
        await seed({
          title: `Listed ${String(i).padStart(2, '0')} ${i % 3 === 0 ? 'Graph walk' : 'Array scan'}`,
          difficulty: (['easy', 'medium', 'hard'] as const)[i % 3],
          tags: i % 3 === 0 ? ['graph'] : ['array', 'dp'],
          topics: i % 3 === 0 ? ['graph-search', 'shortest-paths'] : ['prefix-sums'],
        });
      }
    });

    const list = async (query: string, cookie?: string) => {
      const response = await request('GET', `/api/problem/getAllProblem?${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('pages five at a time when only the page is given, with a correct page count', async () => {
      const first = await list('search=Listed&page=1');
      expect(first).toMatchObject({ total: 12, totalPages: 3, page: 1, limit: 5 });
      expect(first.problems).toHaveLength(5);
      expect(Object.keys(first.problems[0]).sort()).toEqual([
        '_id',
        'companies',
        'difficulty',
        'tags',
        'title',
        'topics',
      ]);
      const last = await list('search=Listed&page=3');
      expect(last.problems.map((p: { title: string }) => p.title)).toEqual([
        'Listed 11 Array scan',
        'Listed 12 Graph walk',
      ]);
      expect((await list('search=Listed&page=4')).problems).toEqual([]);
      expect(await list('search=Listed&limit=4')).toMatchObject({
        total: 12,
        totalPages: 3,
        page: 1,
        limit: 4,
      });
    });

    it('lists every problem, in the list order, when neither page nor limit is given', async () => {
      const all = await list('');
      expect(all.total).toBeGreaterThan(12);
      expect(all).toMatchObject({ page: 1, totalPages: 1, limit: all.total });
      expect(all.problems).toHaveLength(all.total);
      // The same problems in the same order as paging through them.
      const paged = [];
      for (let page = 1; page <= Math.ceil(all.total / 100); page += 1) {
        paged.push(...(await list(`page=${page}&limit=100`)).problems);
      }
      expect(all.problems).toEqual(paged);
      expect(Object.keys(all.problems[0]).sort()).toEqual([
        '_id',
        'companies',
        'difficulty',
        'tags',
        'title',
        'topics',
      ]);

      const filtered = await list('search=Listed&tag=graph');
      expect(filtered).toMatchObject({ total: 4, totalPages: 1, page: 1, limit: 4 });
      expect(filtered.problems.map((p: { title: string }) => p.title)).toEqual([
        'Listed 03 Graph walk',
        'Listed 06 Graph walk',
        'Listed 09 Graph walk',
        'Listed 12 Graph walk',
      ]);
      expect(await list('search=nothing-like-this')).toEqual({
        problems: [],
        total: 0,
        totalPages: 0,
        page: 1,
        limit: 0,
      });
    });

    it('filters by difficulty, tag and title search, together', async () => {
      expect((await list('search=Listed&difficulty=hard&limit=100')).total).toBe(4);
      expect((await list('search=Listed&tag=graph&limit=100')).total).toBe(4);
      expect((await list('search=Listed&tag=dp&difficulty=easy&limit=100')).total).toBe(0);
      expect((await list('search=graph walk&limit=100')).total).toBe(4);
      expect((await list('search=100%25')).total).toBe(0);
      expect((await list('difficulty=all&tag=all&status=all&search=Listed')).total).toBe(12);
    });

    it('filters by topic, with the other filters, and refuses an unknown one', async () => {
      const walks = await list('search=Listed&topic=shortest-paths&limit=100');
      expect(walks.total).toBe(4);
      expect(walks.problems[0].topics).toEqual(['graph-search', 'shortest-paths']);
      expect(
        (await list('search=Listed&topic=prefix-sums&difficulty=medium&limit=100')).total,
      ).toBe(4);
      expect((await list('search=Listed&topic=prefix-sums&tag=graph&limit=100')).total).toBe(0);
      expect((await list('search=Listed&topic=all&limit=100')).total).toBe(12);
      const unknown = await request('GET', '/api/problem/getAllProblem?topic=astrology');
      expect(unknown.statusCode).toBe(400);
    });

    it("lists only the learner's solved problems, combined with the other filters", async () => {
      const solver = await registerLearner(t.app, 'Marks');
      const repository = problemsRepository(t.database.db);
      const listed = await list('search=Listed&limit=100');
      // Solve the 2nd, 3rd, 6th and 9th listed problems (the last three are "Graph walk").
      const solvedIds = [1, 2, 5, 8].map((index) => listed.problems[index]._id);
      for (const id of solvedIds) await repository.markSolved(solver.user._id, id);

      const solved = await list('status=solved&limit=100', solver.cookie);
      expect(solved.total).toBe(4);
      expect(solved.problems.map((p: { _id: string }) => p._id)).toEqual(solvedIds);
      const secondPage = await list('status=solved&limit=3&page=2', solver.cookie);
      expect(secondPage).toMatchObject({ total: 4, totalPages: 2 });
      expect(secondPage.problems.map((p: { _id: string }) => p._id)).toEqual([solvedIds[3]]);
      expect((await list('status=solved&tag=graph', solver.cookie)).total).toBe(3);
      expect((await list('status=solved&search=array', solver.cookie)).total).toBe(1);
      expect((await list('status=solved&difficulty=easy', solver.cookie)).total).toBe(3);
      expect((await list('status=solved&difficulty=hard', solver.cookie)).total).toBe(1);
      // Another learner's marks are theirs alone.
      expect((await list('status=solved', learner)).total).toBe(0);
    });

    it('keeps totals right as problems are created, changed and deleted', async () => {
      // Paged: the counted (and on the embedded database remembered) totals.
      const totalOf = async (query: string) => (await list(`page=1&${query}`)).total as number;
      const [hard, easy, all] = [
        await totalOf('difficulty=hard'),
        await totalOf('difficulty=easy&tag=graph'),
        await totalOf(''),
      ];
      const id = await seed({ title: 'Totals probe', difficulty: 'hard', tags: ['graph'] });
      expect(await totalOf('difficulty=hard')).toBe(hard + 1);
      expect(await totalOf('')).toBe(all + 1);

      await saveProblem(
        { problems: problemsRepository(t.database.db), judge: t.judge },
        problemInputSchema.parse(
          sumProblem({ title: 'Totals probe', difficulty: 'easy', tags: ['graph'] }),
        ),
        { id, skipVerification: true },
      );
      expect(await totalOf('difficulty=hard')).toBe(hard);
      expect(await totalOf('difficulty=easy&tag=graph')).toBe(easy + 1);

      expect((await request('DELETE', `/api/problem/delete/${id}`, admin)).statusCode).toBe(200);
      expect(await totalOf('difficulty=easy&tag=graph')).toBe(easy);
      expect(await totalOf('')).toBe(all);
    });

    it('rejects out-of-range paging with 400', async () => {
      for (const query of [
        'page=0',
        'limit=0',
        'limit=101',
        'difficulty=impossible',
        'tag=trees',
      ]) {
        expect(
          (await request('GET', `/api/problem/getAllProblem?${query}`)).statusCode,
          query,
        ).toBe(400);
      }
    });
  });
});
