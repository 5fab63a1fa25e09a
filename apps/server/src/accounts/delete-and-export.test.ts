import { randomUUID } from 'node:crypto';
import { accountMessages, DELETED_USER_NAME } from '@grindstone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classMembers, submissions, users } from '../db/schema';
import { insertProblem, insertSubmission } from '../test-support/seed-rows';
import {
  createTestApp,
  registerLearner,
  sessionCookieOf,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

describe.each(testDatabaseKinds())('account deletion and data export on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload }),
    });

  /** A learner with something of everything: a submission, a post, a comment, a list, a note, a class. */
  async function busyLearner(name: string) {
    const learner = await registerLearner(t.app, name);
    const problemId = await insertProblem(t.database.db, {
      title: `${name} Sums`,
      difficulty: 'easy',
    });
    await insertSubmission(t.database.db, {
      userId: learner.user._id,
      problemId,
      at: new Date('2026-01-02T03:04:05Z'),
      accepted: true,
    });
    const post = await call('POST', '/api/discuss/create', learner.cookie, {
      title: `${name}'s trick`,
      content: 'Prefix sums.',
      tags: 'arrays',
    });
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json()._id as string;
    const list = await call('POST', '/api/lists', learner.cookie, { title: `${name}'s list` });
    expect(list.statusCode, list.body).toBe(201);
    const note = await call('PUT', `/api/problems/${problemId}/note`, learner.cookie, {
      text: 'remember the overflow',
    });
    expect(note.statusCode, note.body).toBe(200);
    const classId = randomUUID();
    await t.database.db
      .insert(classes)
      .values({ id: classId, name: `${name}'s class`, joinCode: randomUUID().slice(0, 8) });
    await t.database.db
      .insert(classMembers)
      .values({ classId, userId: learner.user._id, role: 'student' });
    return { ...learner, problemId, postId, classId };
  }

  describe('GET /api/user/export', () => {
    it('hands over everything that is theirs as a JSON attachment, and nothing of anybody else', async () => {
      const ada = await busyLearner('Ada');
      const bob = await busyLearner('Bob');
      const comment = await call('POST', `/api/discuss/${bob.postId}/comments`, ada.cookie, {
        text: 'Nice one',
      });
      const response = await call('GET', '/api/user/export', ada.cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="grindstone-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const data = response.json();
      expect(data.profile).toMatchObject({
        _id: ada.user._id,
        emailId: ada.emailId,
        firstName: 'Ada',
      });
      expect(data.submissions).toEqual([
        expect.objectContaining({
          problemId: ada.problemId,
          problemTitle: 'Ada Sums',
          code: 'console.log(1)',
          status: 'Accepted',
        }),
      ]);
      expect(data.solvedProblems).toHaveLength(1);
      expect(data.posts).toEqual([
        expect.objectContaining({ _id: ada.postId, title: "Ada's trick" }),
      ]);
      expect(comment.statusCode, comment.body).toBe(201);
      expect(data.comments).toEqual([
        expect.objectContaining({ postId: bob.postId, text: 'Nice one' }),
      ]);
      expect(data.lists).toEqual([expect.objectContaining({ title: "Ada's list", shared: false })]);
      expect(data.notes).toEqual([
        expect.objectContaining({ problemId: ada.problemId, text: 'remember the overflow' }),
      ]);
      expect(data.classMemberships).toEqual([
        expect.objectContaining({
          classId: ada.classId,
          className: "Ada's class",
          role: 'student',
        }),
      ]);

      const text = response.body;
      expect(text).not.toMatch(/passwordHash|password_hash|scrypt\$/);
      for (const foreign of [
        bob.emailId,
        bob.user._id,
        "Bob's trick",
        "Bob's list",
        "Bob's class",
      ]) {
        expect(text).not.toContain(foreign);
      }
    });

    it('needs a session', async () => {
      expect((await call('GET', '/api/user/export')).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/user/account', () => {
    it('refuses without the password or with a wrong one, and changes nothing', async () => {
      const learner = await registerLearner(t.app, 'Careful');
      const none = await call('DELETE', '/api/user/account', learner.cookie, {});
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        message: accountMessages.deletePasswordRequired,
        issues: [{ path: 'password' }],
      });
      const wrong = await call('DELETE', '/api/user/account', learner.cookie, {
        password: 'not-mine-at-all',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(accountMessages.deletePasswordWrong);
      expect((await call('GET', '/api/user/check', learner.cookie)).statusCode).toBe(200);
      expect(
        (await call('DELETE', '/api/user/account', undefined, { password: 'x' })).statusCode,
      ).toBe(401);
    });

    it('scrubs the account: no login, no profile, posts by "deleted user", out of its classes', async () => {
      const gone = await busyLearner('Leaver');
      const viewer = await registerLearner(t.app, 'Viewer');
      const otherDevice = sessionCookieOf(
        await call('POST', '/api/user/login', undefined, {
          emailId: gone.emailId,
          password: gone.password,
        }),
      );

      const response = await call('DELETE', '/api/user/account', gone.cookie, {
        password: gone.password,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: accountMessages.deleted });
      expect(response.cookies.find((c) => c.name === 'grindstone_session')?.value).toBe('');

      for (const cookie of [gone.cookie, otherDevice]) {
        expect((await call('GET', '/api/user/check', cookie)).statusCode).toBe(401);
      }
      const login = await call('POST', '/api/user/login', undefined, {
        emailId: gone.emailId,
        password: gone.password,
      });
      expect(login.statusCode).toBe(401);
      const profile = await call('GET', `/api/user/getProfileById/${gone.user._id}`, viewer.cookie);
      expect(profile.statusCode).toBe(404);

      const post = await call('GET', `/api/discuss/${gone.postId}`, viewer.cookie);
      expect(post.statusCode).toBe(200);
      expect(post.json()).toMatchObject({
        title: "Leaver's trick",
        user: { firstName: DELETED_USER_NAME, lastName: '' },
      });

      const [row] = await t.database.db.select().from(users).where(eq(users.id, gone.user._id));
      expect(row).toMatchObject({
        firstName: DELETED_USER_NAME,
        bio: '',
        github: '',
        location: '',
        profileImage: '',
      });
      expect(row?.email).not.toContain(gone.emailId);
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect(
        await t.database.db
          .select()
          .from(classMembers)
          .where(eq(classMembers.userId, gone.user._id)),
      ).toEqual([]);
      // Submissions stay (for the problem's statistics), but no class view reaches them any more.
      expect(
        await t.database.db.select().from(submissions).where(eq(submissions.userId, gone.user._id)),
      ).toHaveLength(1);

      // The address is free again.
      const again = await call('POST', '/api/user/register', undefined, {
        firstName: 'Returner',
        emailId: gone.emailId,
        password: 'a-new-beginning',
      });
      expect(again.statusCode).toBe(201);
      expect(again.json().user._id).not.toBe(gone.user._id);
      const fresh = await call('GET', '/api/user/export', sessionCookieOf(again));
      expect(fresh.json()).toMatchObject({
        submissions: [],
        posts: [],
        lists: [],
        notes: [],
        classMemberships: [],
      });
    });
  });
});
