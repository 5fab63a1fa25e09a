import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPackageDirs } from '../catalogue/read-package';
import { bundledProblemsDir, bundledSheetsDir } from '../paths';
import { problemsRepository } from '../problems/repository';
import { readBundledSheets } from '../sheets/seed-bundled-sheets';
import { insertProblem } from '../test-support/seed-rows';
import {
  apiCaller,
  createTestApp,
  registerLearner,
  signInAdmin,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

const DAY = 86_400_000;
type Learner = Awaited<ReturnType<typeof registerLearner>>;

describe.each(testDatabaseKinds())('sheets, lists, notes and review on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCaller>;
  // Starts at the real time: solving stamps the database's own clock.
  let clock = Date.now();
  let admin: string;
  let ada: Learner;
  let bob: Learner;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { PRACTICE_WRITE_RATE_LIMIT_PER_MINUTE: '1000' },
      { clock: () => clock },
    );
    call = apiCaller(t.app);
    for (const [title, difficulty] of [
      ['Sheet Easy One', 'easy'],
      ['Sheet Medium Two', 'medium'],
      ['Sheet Hard Three', 'hard'],
    ] as const) {
      ids.push(await insertProblem(t.database.db, { title, difficulty }));
    }
    admin = await signInAdmin(t, `practice-admin-${kind}@example.com`);
    ada = await registerLearner(t.app, 'Ada');
    bob = await registerLearner(t.app, 'Bob');
    // Ada has solved the first problem: solving schedules its first review.
    await problemsRepository(t.database.db).markSolved(ada.user._id, ids[0] as string);
  });
  afterAll(() => t.close());

  describe('sheets', () => {
    let sheetId: string;
    it('are made by admins only, with clear 400s', async () => {
      const body = {
        title: 'Warm-up',
        description: 'Start here',
        sections: [
          { title: 'Basics', problemIds: [ids[0], ids[1]] },
          { title: 'Then', problemIds: [ids[2]] },
        ],
      };
      expect((await call('POST', '/api/sheets', undefined, body)).statusCode).toBe(401);
      expect((await call('POST', '/api/sheets', ada.cookie, body)).statusCode).toBe(403);
      const repeated = await call('POST', '/api/sheets', admin, {
        ...body,
        sections: [{ title: 'x', problemIds: [ids[0], ids[0]] }],
      });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json().message).toBe('A problem appears twice');
      const unknown = await call('POST', '/api/sheets', admin, {
        ...body,
        sections: [{ title: 'x', problemIds: ['00000000-0000-4000-8000-000000000000'] }],
      });
      expect(unknown.json().message).toBe('Some problems do not exist');
      const created = await call('POST', '/api/sheets', admin, body);
      expect(created.statusCode).toBe(201);
      sheetId = created.json().sheet._id;
    });

    it('show each viewer their own progress (guests none)', async () => {
      const mine = (await call('GET', `/api/sheets/${sheetId}`, ada.cookie)).json();
      expect(mine.progress).toEqual({ solved: 1, total: 3 });
      expect(mine.sections[0].problems.map((p: { solved: boolean }) => p.solved)).toEqual([
        true,
        false,
      ]);
      const list = (await call('GET', '/api/sheets', ada.cookie)).json();
      expect(list).toContainEqual(
        expect.objectContaining({ _id: sheetId, problemCount: 3, solvedCount: 1 }),
      );
      const guest = (await call('GET', '/api/sheets')).json();
      expect(guest).toContainEqual(expect.objectContaining({ _id: sheetId, solvedCount: 0 }));
    });

    it('are reordered by an edit and lose a deleted problem without breaking', async () => {
      const edited = await call('PUT', `/api/sheets/${sheetId}`, admin, {
        title: 'Warm-up',
        sections: [{ title: 'All', problemIds: [ids[2], ids[0], ids[1]] }],
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().sheet.sections[0].problems.map((p: { _id: string }) => p._id)).toEqual([
        ids[2],
        ids[0],
        ids[1],
      ]);
      const doomed = await insertProblem(t.database.db, { title: 'Doomed', difficulty: 'easy' });
      await call('PUT', `/api/sheets/${sheetId}`, admin, {
        title: 'Warm-up',
        sections: [{ title: 'All', problemIds: [doomed, ids[0]] }],
      });
      expect((await call('DELETE', `/api/problem/delete/${doomed}`, admin)).statusCode).toBe(200);
      const after = (await call('GET', `/api/sheets/${sheetId}`, admin)).json();
      expect(after.sections[0].problems.map((p: { _id: string }) => p._id)).toEqual([ids[0]]);
      expect((await call('DELETE', `/api/sheets/${sheetId}`, ada.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/sheets/${sheetId}`, admin)).statusCode).toBe(204);
      expect((await call('GET', `/api/sheets/${sheetId}`)).statusCode).toBe(404);
    });
  });

  describe('lists', () => {
    let listId: string;
    it('are private to their owner', async () => {
      const created = await call('POST', '/api/lists', ada.cookie, { title: '  Revise  ' });
      expect(created.statusCode).toBe(201);
      expect(created.json().list).toMatchObject({ title: 'Revise', problemCount: 0 });
      listId = created.json().list._id;
      expect((await call('POST', '/api/lists', undefined, { title: 'x' })).statusCode).toBe(401);
      expect(
        (await call('POST', `/api/lists/${listId}/problems`, bob.cookie, { problemId: ids[0] }))
          .statusCode,
      ).toBe(404);
      expect((await call('GET', '/api/lists', bob.cookie)).json()).toEqual([]);
      expect((await call('POST', '/api/lists', ada.cookie, { title: '   ' })).json().message).toBe(
        'Title is required',
      );
    });

    it('add, reorder, remove and rename, keeping order', async () => {
      for (const id of [ids[0], ids[1], ids[2], ids[1]]) {
        expect(
          (await call('POST', `/api/lists/${listId}/problems`, ada.cookie, { problemId: id }))
            .statusCode,
        ).toBe(200);
      }
      let lists = (await call('GET', '/api/lists', ada.cookie)).json();
      expect(lists[0]).toMatchObject({ problemCount: 3, problemIds: [ids[0], ids[1], ids[2]] });
      const bad = await call('PUT', `/api/lists/${listId}`, ada.cookie, { problemIds: [ids[0]] });
      expect(bad.json().message).toBe("The new order must list exactly the list's problems");
      const reordered = await call('PUT', `/api/lists/${listId}`, ada.cookie, {
        title: 'Graphs',
        problemIds: [ids[2], ids[0], ids[1]],
      });
      expect(reordered.json().list).toMatchObject({
        title: 'Graphs',
        problemIds: [ids[2], ids[0], ids[1]],
      });
      await call('DELETE', `/api/lists/${listId}/problems/${ids[0]}`, ada.cookie);
      lists = (await call('GET', '/api/lists', ada.cookie)).json();
      expect(lists[0].problemIds).toEqual([ids[2], ids[1]]);
      const missing = await call('POST', `/api/lists/${listId}/problems`, ada.cookie, {
        problemId: '00000000-0000-4000-8000-000000000000',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('are shared read-only by a link the owner can revoke', async () => {
      const shared = await call('POST', `/api/lists/${listId}/share`, ada.cookie);
      const token = shared.json().list.shareToken as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      const seen = await call('GET', `/api/lists/shared/${token}`, bob.cookie);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ title: 'Graphs', owner: { firstName: 'Ada' } });
      expect(seen.body).not.toMatch(/@example\.com/);
      expect(
        (await call('PUT', `/api/lists/${listId}`, bob.cookie, { title: 'Mine now' })).statusCode,
      ).toBe(404);
      await call('DELETE', `/api/lists/${listId}/share`, ada.cookie);
      expect((await call('GET', `/api/lists/shared/${token}`)).statusCode).toBe(404);
    });

    it('stop at 100 lists per learner with a clear message', async () => {
      const carl = await registerLearner(t.app, 'Carl');
      for (let i = 0; i < 100; i++) {
        expect(
          (await call('POST', '/api/lists', carl.cookie, { title: `List ${i}` })).statusCode,
        ).toBe(201);
      }
      const over = await call('POST', '/api/lists', carl.cookie, { title: 'One too many' });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe('You can have at most 100 lists');
    });
  });

  describe('notes', () => {
    it('are private to their writer; empty text deletes; too long is refused', async () => {
      const url = `/api/problems/${ids[1]}/note`;
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, ada.cookie)).json()).toEqual({ text: '', updatedAt: null });
      const saved = await call('PUT', url, ada.cookie, { text: '**Use a heap**' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().text).toBe('**Use a heap**');
      expect((await call('GET', url, ada.cookie)).json().text).toBe('**Use a heap**');
      expect((await call('GET', url, bob.cookie)).json().text).toBe('');
      const long = await call('PUT', url, ada.cookie, { text: 'x'.repeat(20_001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('A note must be at most 20,000 characters');
      await call('PUT', url, ada.cookie, { text: '' });
      expect((await call('GET', url, ada.cookie)).json()).toEqual({ text: '', updatedAt: null });
    });
  });

  describe('review', () => {
    const queue = async () => (await call('GET', '/api/review', ada.cookie)).json();
    const grade = (problemId: string, value: string) =>
      call('POST', `/api/review/${problemId}`, ada.cookie, { grade: value });

    it('puts a solved problem in the queue a day later, then spaces it by the grades', async () => {
      expect((await queue()).due).toEqual([]);
      expect((await queue()).upcoming.map((item: { problemId: string }) => item.problemId)).toEqual(
        [ids[0]],
      );
      clock += DAY;
      expect((await queue()).due).toEqual([
        expect.objectContaining({ problemId: ids[0], title: 'Sheet Easy One' }),
      ]);
      const good = (await grade(ids[0] as string, 'good')).json();
      expect(good.intervalDays).toBe(3);
      expect((await queue()).due).toEqual([]);
      clock += 3 * DAY;
      const good2 = (await grade(ids[0] as string, 'good')).json();
      expect(good2.intervalDays).toBe(7);
      const easy = (await grade(ids[0] as string, 'easy')).json();
      expect(easy.intervalDays).toBeGreaterThan(16);
      const again = (await grade(ids[0] as string, 'again')).json();
      expect(again.intervalDays).toBe(1);
      expect(Date.parse(again.dueAt) - clock).toBe(DAY);
    });

    it('refuses unsolved problems and bad grades, and can be turned off per problem', async () => {
      expect((await grade(ids[2] as string, 'good')).statusCode).toBe(409);
      expect((await grade(ids[0] as string, 'great')).statusCode).toBe(400);
      const off = await call('PUT', `/api/review/${ids[0]}`, ada.cookie, { enabled: false });
      expect(off.json().enabled).toBe(false);
      const read = await call('GET', `/api/review/${ids[0]}`, ada.cookie);
      expect(read.json()).toMatchObject({ problemId: ids[0], enabled: false });
      expect((await call('GET', `/api/review/${ids[2]}`, ada.cookie)).statusCode).toBe(409);
      clock += 30 * DAY;
      expect(await queue()).toEqual({ due: [], upcoming: [] });
      expect((await call('GET', '/api/review')).statusCode).toBe(401);
    });

    it('offers everyone the same problem of the day, changing with the UTC day', async () => {
      const first = await call('GET', '/api/daily');
      expect(first.statusCode).toBe(200);
      expect(first.json().date).toBe(new Date(clock).toISOString().slice(0, 10));
      expect((await call('GET', '/api/daily', bob.cookie)).json()).toEqual(first.json());
      const days = new Set<string>();
      for (let i = 0; i < 10; i++) {
        clock += DAY;
        days.add((await call('GET', '/api/daily')).json().problem._id);
      }
      expect(days.size).toBeGreaterThan(1);
    });
  });
});

describe('the bundled sheets', () => {
  it('name only bundled problems, and the interview path has at least 50', async () => {
    const slugs = new Set(
      (await listPackageDirs(bundledProblemsDir)).map((dir) => path.basename(dir)),
    );
    const sheets = await readBundledSheets(bundledSheetsDir);
    expect(sheets.map((entry) => entry.slug).sort()).toEqual([
      'dp-path',
      'graphs-path',
      'interview-path',
    ]);
    for (const { slug, sheet } of sheets) {
      const named = sheet.sections.flatMap((section) => section.problems);
      expect(
        named.filter((name) => !slugs.has(name)),
        slug,
      ).toEqual([]);
      expect(new Set(named).size, slug).toBe(named.length);
    }
    const interview = sheets.find((entry) => entry.slug === 'interview-path');
    expect(
      interview?.sheet.sections.flatMap((section) => section.problems).length,
    ).toBeGreaterThanOrEqual(50);
  });
});
