import type { Assignment, AssignmentProgress, ClassSummary } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem, insertSubmission } from '../test-support/seed-rows';
import {
  apiCaller,
  createTestApp,
  registerLearner,
  signInAdmin,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';
import { different, disguised, original } from './similarity/sample-programs';

const HOUR = 3_600_000;
type Learner = Awaited<ReturnType<typeof registerLearner>>;

describe.each(testDatabaseKinds())('classes API on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCaller>;
  // The clock the app reads; submissions are written at chosen times around it.
  const now = Date.parse('2026-10-01T12:00:00Z');
  let admin: string;
  let teacher: Learner;
  let ada: Learner;
  let bob: Learner;
  let outsider: Learner;
  let problems: string[];
  let klass: ClassSummary;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
    call = apiCaller(t.app);
    admin = await signInAdmin(t, `classes-admin-${kind}@example.com`);
    teacher = await registerLearner(t.app, 'Tess');
    ada = await registerLearner(t.app, 'Ada');
    bob = await registerLearner(t.app, 'Bob');
    // A name a spreadsheet would run as a formula, to prove the CSV neutralises it.
    const renamed = await call('PUT', `/api/user/update/${bob.user._id}`, bob.cookie, {
      lastName: '=HYPERLINK("x")',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    outsider = await registerLearner(t.app, 'Olly');
    problems = [
      await insertProblem(t.database.db, { title: 'Class Sum', difficulty: 'easy' }),
      await insertProblem(t.database.db, { title: 'Class Walk', difficulty: 'medium' }),
    ];
  }, 120_000);
  afterAll(() => t.close());

  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

  it('lets only instructors and admins create classes; admins grant the role', async () => {
    const refused = await call('POST', '/api/classes', teacher.cookie, { name: 'Algorithms 101' });
    expect(refused.statusCode).toBe(403);

    const byLearner = await call('PUT', `/api/admin/users/${teacher.user._id}/role`, ada.cookie, {
      role: 'instructor',
    });
    expect(byLearner.statusCode).toBe(403);
    const badRole = await call('PUT', `/api/admin/users/${teacher.user._id}/role`, admin, {
      role: 'owner',
    });
    expect(badRole.statusCode).toBe(400);
    const granted = await call('PUT', `/api/admin/users/${teacher.user._id}/role`, admin, {
      role: 'instructor',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().user.role).toBe('instructor');
    const listed = await call('GET', '/api/admin/users?q=tess', admin);
    expect(listed.json().users.map((user: { _id: string }) => user._id)).toContain(
      teacher.user._id,
    );

    const blank = await call('POST', '/api/classes', teacher.cookie, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Name is required');

    const created = await call('POST', '/api/classes', teacher.cookie, { name: 'Algorithms 101' });
    expect(created.statusCode, created.body).toBe(201);
    klass = created.json().class;
    expect(klass).toMatchObject({ name: 'Algorithms 101', role: 'instructor', memberCount: 1 });
    expect(klass.joinCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('lets learners join by code, and shows a class to its members only', async () => {
    const wrong = await call('POST', '/api/classes/join', ada.cookie, { joinCode: 'NOPE1234' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('No class has this join code');
    const guest = await call('POST', '/api/classes/join', undefined, { joinCode: klass.joinCode });
    expect(guest.statusCode).toBe(401);

    for (const learner of [ada, bob]) {
      const joined = await call('POST', '/api/classes/join', learner.cookie, {
        joinCode: klass.joinCode?.toLowerCase(),
      });
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json().class.role).toBe('student');
      // Students never see the join code.
      expect(joined.json().class.joinCode).toBeUndefined();
    }
    const again = await call('POST', '/api/classes/join', ada.cookie, { joinCode: klass.joinCode });
    expect(again.json().class.memberCount).toBe(3);

    expect((await call('GET', `/api/classes/${klass._id}`, outsider.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/classes/${klass._id}`, admin)).statusCode).toBe(200);
    const mine = await call('GET', '/api/classes', ada.cookie);
    expect(mine.json().classes.map((c: ClassSummary) => c._id)).toEqual([klass._id]);
    expect((await call('GET', '/api/classes', outsider.cookie)).json().classes).toEqual([]);

    // The roster is the instructors'.
    expect((await call('GET', `/api/classes/${klass._id}/members`, ada.cookie)).statusCode).toBe(
      403,
    );
    const roster = await call('GET', `/api/classes/${klass._id}/members`, teacher.cookie);
    expect(roster.json().members.map((m: { role: string }) => m.role)).toEqual([
      'instructor',
      'student',
      'student',
    ]);
  });

  it('rotates the join code: the old one stops working', async () => {
    const old = klass.joinCode;
    const byStudent = await call('POST', `/api/classes/${klass._id}/join-code`, ada.cookie);
    expect(byStudent.statusCode).toBe(403);
    const rotated = await call('POST', `/api/classes/${klass._id}/join-code`, teacher.cookie);
    expect(rotated.json().class.joinCode).not.toBe(old);
    const stale = await call('POST', '/api/classes/join', outsider.cookie, { joinCode: old });
    expect(stale.statusCode).toBe(404);
    klass = rotated.json().class;
  });

  let assignment: Assignment;

  it('validates and creates assignments; dates in the past are allowed', async () => {
    const url = `/api/classes/${klass._id}/assignments`;
    const base = {
      title: 'Week 1',
      problemIds: problems,
      opensAt: at(-48 * HOUR),
      dueAt: at(-HOUR),
      latePolicy: 50,
    };
    expect((await call('POST', url, ada.cookie, base)).statusCode).toBe(403);
    const backwards = await call('POST', url, teacher.cookie, { ...base, dueAt: at(-72 * HOUR) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The due date must be after the opening date');
    const badPolicy = await call('POST', url, teacher.cookie, { ...base, latePolicy: 150 });
    expect(badPolicy.json().message).toBe(
      "Late policy must be 'none' or a penalty from 0 to 100 percent",
    );
    const unknown = await call('POST', url, teacher.cookie, {
      ...base,
      problemIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.json().message).toBe('Some problems do not exist');

    const created = await call('POST', url, teacher.cookie, base);
    expect(created.statusCode, created.body).toBe(201);
    assignment = created.json().assignment;
    expect(assignment).toMatchObject({ title: 'Week 1', latePolicy: 50 });
    expect(assignment.problems.map((p) => p.title)).toEqual(['Class Sum', 'Class Walk']);
  });

  it('reports progress: solved, attempted, late with its penalty, extensions', async () => {
    const [sum, walk] = problems as [string, string];
    const opens = Date.parse(assignment.opensAt);
    const due = Date.parse(assignment.dueAt);
    const db = t.database.db;
    // Before the opening: not counted.
    await insertSubmission(db, {
      userId: ada.user._id,
      problemId: sum,
      at: new Date(opens - HOUR),
      accepted: true,
    });
    // Ada: one wrong try then a solve in time on Sum; a late solve on Walk.
    await insertSubmission(db, {
      userId: ada.user._id,
      problemId: sum,
      at: new Date(opens + HOUR),
      accepted: false,
    });
    await insertSubmission(db, {
      userId: ada.user._id,
      problemId: sum,
      at: new Date(opens + 2 * HOUR),
      accepted: true,
    });
    await insertSubmission(db, {
      userId: ada.user._id,
      problemId: walk,
      at: new Date(due + HOUR),
      accepted: true,
    });
    // Bob: only a wrong try on Walk.
    await insertSubmission(db, {
      userId: bob.user._id,
      problemId: walk,
      at: new Date(opens + HOUR),
      accepted: false,
    });

    const url = `/api/classes/${klass._id}/assignments/${assignment._id}/progress`;
    expect((await call('GET', url, ada.cookie)).statusCode).toBe(403);
    expect((await call('GET', url, outsider.cookie)).statusCode).toBe(404);
    const response = await call('GET', url, teacher.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const progress = response.json() as AssignmentProgress;
    expect(progress.maxScore).toBe(200);
    const adaRow = progress.students.find((s) => s.user._id === ada.user._id);
    expect(adaRow?.problems).toEqual([
      {
        problemId: sum,
        status: 'solved',
        attempts: 2,
        solvedAt: new Date(opens + 2 * HOUR).toISOString(),
        late: false,
      },
      {
        problemId: walk,
        status: 'solved',
        attempts: 1,
        solvedAt: new Date(due + HOUR).toISOString(),
        late: true,
      },
    ]);
    expect(adaRow?.score).toBe(150);
    const bobRow = progress.students.find((s) => s.user._id === bob.user._id);
    expect(bobRow?.problems.map((p) => p.status)).toEqual(['none', 'attempted']);
    expect(bobRow?.score).toBe(0);

    // 'none': a late solve is still marked late but scores nothing.
    const patched = await call(
      'PATCH',
      `/api/classes/${klass._id}/assignments/${assignment._id}`,
      teacher.cookie,
      { latePolicy: 'none' },
    );
    expect(patched.json().assignment).toMatchObject({ title: 'Week 1', latePolicy: 'none' });
    const strict = (await call('GET', url, teacher.cookie)).json() as AssignmentProgress;
    expect(strict.students.find((s) => s.user._id === ada.user._id)?.score).toBe(100);

    // An extension past the late solve makes it on time for Ada alone.
    const extension = await call(
      'PUT',
      `/api/classes/${klass._id}/assignments/${assignment._id}/extensions/${ada.user._id}`,
      teacher.cookie,
      { dueAt: new Date(due + 2 * HOUR).toISOString() },
    );
    expect(extension.statusCode).toBe(204);
    const extended = (await call('GET', url, teacher.cookie)).json() as AssignmentProgress;
    const adaExtended = extended.students.find((s) => s.user._id === ada.user._id);
    expect(adaExtended?.problems[1]?.late).toBe(false);
    expect(adaExtended?.score).toBe(200);
  });

  it('lists assignments for a member with their own status, hiding problems until opening', async () => {
    await call('POST', `/api/classes/${klass._id}/assignments`, teacher.cookie, {
      title: 'Week 9',
      problemIds: problems,
      opensAt: at(24 * HOUR),
      dueAt: at(96 * HOUR),
    });
    const response = await call('GET', `/api/classes/${klass._id}/assignments`, ada.cookie);
    expect(response.statusCode).toBe(200);
    const [week1, week9] = response.json().assignments;
    expect(week1.myProgress.map((p: { status: string }) => p.status)).toEqual(['solved', 'solved']);
    expect(week1.myScore).toBe(200);
    expect(week9.problems).toEqual([]);
    expect(week9.myProgress).toEqual([]);
    // Instructors see an assignment's problems before it opens.
    const taught = await call('GET', `/api/classes/${klass._id}/assignments`, teacher.cookie);
    expect(taught.json().assignments[1].problems).toHaveLength(2);
    expect(
      (await call('GET', `/api/classes/${klass._id}/assignments`, outsider.cookie)).statusCode,
    ).toBe(404);
  });

  it('downloads progress as CSV, safe against formula injection', async () => {
    const response = await call(
      'GET',
      `/api/classes/${klass._id}/assignments/${assignment._id}/progress.csv`,
      teacher.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('"First name","Last name","Class Sum","Class Walk","Score","Max score"');
    expect(lines).toHaveLength(3);
    expect(response.body).toContain('"\'=HYPERLINK(""x"")"');
    expect(response.body).not.toMatch(/(^|,)"=/m);
  });

  it('removes a student: gone from the roster and the progress', async () => {
    const byOther = await call(
      'DELETE',
      `/api/classes/${klass._id}/members/${bob.user._id}`,
      ada.cookie,
    );
    expect(byOther.statusCode).toBe(403);
    const instructor = await call(
      'DELETE',
      `/api/classes/${klass._id}/members/${teacher.user._id}`,
      teacher.cookie,
    );
    expect(instructor.statusCode).toBe(409);
    const removed = await call(
      'DELETE',
      `/api/classes/${klass._id}/members/${bob.user._id}`,
      teacher.cookie,
    );
    expect(removed.statusCode).toBe(204);
    const progress = await call(
      'GET',
      `/api/classes/${klass._id}/assignments/${assignment._id}/progress`,
      teacher.cookie,
    );
    expect(progress.json().students.map((s: { user: { _id: string } }) => s.user._id)).toEqual([
      ada.user._id,
    ]);
    expect((await call('GET', `/api/classes/${klass._id}`, bob.cookie)).statusCode).toBe(404);
  });

  it('reports similar accepted programs from a background job, and shows them side by side', async () => {
    const [sum] = problems as [string];
    const cyd = await registerLearner(t.app, 'Cyd');
    const dee = await registerLearner(t.app, 'Dee');
    for (const learner of [cyd, dee]) {
      await call('POST', '/api/classes/join', learner.cookie, { joinCode: klass.joinCode });
    }
    const at = new Date(Date.parse(assignment.opensAt) + 3 * HOUR);
    const accepted = (userId: string, code: string, when = at) =>
      insertSubmission(t.database.db, {
        userId,
        problemId: sum,
        at: when,
        accepted: true,
        code,
        language: 'cpp',
      });
    const adaCopy = await accepted(ada.user._id, original);
    const cydCopy = await accepted(cyd.user._id, disguised);
    await accepted(dee.user._id, different);
    // Not a student of the class: never compared.
    await accepted(outsider.user._id, original);

    const url = `/api/classes/${klass._id}/assignments/${assignment._id}/similarity`;
    expect((await call('GET', url, ada.cookie)).statusCode).toBe(403);
    let report = (await call('GET', url, teacher.cookie)).json();
    for (let tries = 0; report.status !== 'ready' && tries < 30; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      report = (await call('GET', url, teacher.cookie)).json();
    }
    expect(report.status).toBe('ready');
    expect(report.pairs).toHaveLength(1);
    const [pair] = report.pairs;
    expect(new Set([pair.a.submissionId, pair.b.submissionId])).toEqual(
      new Set([adaCopy, cydCopy]),
    );
    expect(pair.score).toBeGreaterThan(0.9);
    expect([pair.a.user.firstName, pair.b.user.firstName].sort()).toEqual(['Ada', 'Cyd']);

    const compare = await call('GET', `${url}/compare?a=${adaCopy}&b=${cydCopy}`, teacher.cookie);
    expect(compare.statusCode, compare.body).toBe(200);
    expect(compare.json().a.code).toBe(original);
    expect(compare.json().regions.length).toBeGreaterThan(0);
    expect(
      (await call('GET', `${url}/compare?a=${adaCopy}&b=${cydCopy}`, ada.cookie)).statusCode,
    ).toBe(403);

    // A new accepted copy makes the report stale; the next ask recomputes it.
    await accepted(dee.user._id, original, new Date(at.getTime() + HOUR));
    let next = (await call('GET', url, teacher.cookie)).json();
    for (let tries = 0; next.status !== 'ready' && tries < 30; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      next = (await call('GET', url, teacher.cookie)).json();
    }
    expect(next.pairs.length, JSON.stringify(next)).toBeGreaterThanOrEqual(3);
  });
});
