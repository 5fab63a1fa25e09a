import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAdmin } from '../admin/promote-admin';
import {
  createTestApp,
  registerLearner,
  sessionCookieOf,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';
import { usersRepository } from './repository';

describe.each(testDatabaseKinds())('accounts API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  describe('register', () => {
    it('creates a learner, whatever role the body asks for, and starts a session', async () => {
      const response = await post('/api/user/register', {
        firstName: 'Ada',
        emailId: 'Ada.Lovelace@Example.com',
        password: 'analytical',
        role: 'admin',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.user).toMatchObject({
        firstName: 'Ada',
        emailId: 'ada.lovelace@example.com',
        role: 'user',
      });
      expect(JSON.stringify(body)).not.toMatch(/password|analytical/i);
      const cookie = response.cookies.find((c) => c.name === 'grindstone_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
    });

    it.each([
      [
        { firstName: 'Al', emailId: 'al@example.com', password: 'longenough' },
        'Minimum character should be 3',
      ],
      [{ firstName: 'Alan', emailId: 'not-an-email', password: 'longenough' }, 'Invalid Email'],
      [
        { firstName: 'Alan', emailId: 'alan@example.com', password: 'short' },
        'Password is too weak',
      ],
      [{ firstName: 'Alan', password: 'longenough' }, 'Invalid Email'],
    ])('rejects %o with the product’s message', async (payload, message) => {
      const response = await post('/api/user/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
    });

    it('refuses an e-mail that is taken, in any letter case, with 409', async () => {
      await registerLearner(t.app, 'Grace');
      const first = await post('/api/user/register', {
        firstName: 'Grace',
        emailId: 'grace@example.com',
        password: 'compiler1',
      });
      expect(first.statusCode).toBe(201);
      const again = await post('/api/user/register', {
        firstName: 'Grace',
        emailId: 'GRACE@example.com',
        password: 'compiler2',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('CONFLICT');
    });

    it('puts a secure cookie on requests that arrived over HTTPS behind a trusted proxy', async () => {
      const proxied = await createTestApp(kind, { TRUST_PROXY: 'true' });
      try {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/user/register',
          headers: { 'x-forwarded-proto': 'https' },
          payload: { firstName: 'Secure', emailId: 'secure@example.com', password: 'password1' },
        });
        expect(response.cookies.find((c) => c.name === 'grindstone_session')?.secure).toBe(true);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('login, check and logout', () => {
    it('logs in case-insensitively and the session cookie passes the check', async () => {
      const learner = await registerLearner(t.app, 'Linus');
      const login = await post('/api/user/login', {
        emailId: learner.emailId.toUpperCase(),
        password: learner.password,
      });
      expect(login.statusCode).toBe(200);
      const check = await get('/api/user/check', sessionCookieOf(login));
      expect(check.statusCode).toBe(200);
      expect(check.json().user).toMatchObject({ _id: learner.user._id, firstName: 'Linus' });
    });

    it('answers a wrong password and an unknown e-mail identically with 401', async () => {
      const learner = await registerLearner(t.app, 'Barbara');
      const wrongPassword = await post('/api/user/login', {
        emailId: learner.emailId,
        password: 'not-the-password',
      });
      const unknownEmail = await post('/api/user/login', {
        emailId: 'nobody@example.com',
        password: 'whatever1',
      });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          message: 'Invalid Credentials',
          error: 'Invalid Credentials',
          code: 'INVALID_CREDENTIALS',
        });
      }
    });

    it('answers check without a session, or with a forged one, with 401', async () => {
      expect((await get('/api/user/check')).statusCode).toBe(401);
      expect((await get('/api/user/check', 'grindstone_session=forged')).statusCode).toBe(401);
    });

    it('revokes the session on logout: the old cookie no longer works', async () => {
      const learner = await registerLearner(t.app, 'Margaret');
      expect((await get('/api/user/check', learner.cookie)).statusCode).toBe(200);
      const logout = await post('/api/user/logout', undefined, learner.cookie);
      expect(logout.statusCode).toBe(200);
      expect(logout.cookies.find((c) => c.name === 'grindstone_session')?.value).toBe('');
      expect((await get('/api/user/check', learner.cookie)).statusCode).toBe(401);
    });

    it.each([
      ['an empty body with a JSON content type (what axios sends)', 'application/json', ''],
      ['invalid JSON', 'application/json', '{"half": '],
      ['a JSON body', 'application/json', '{"everywhere": true}'],
      ['a body without a content type', undefined, 'bye'],
      ['no body and no content type', undefined, undefined],
      ['a form', 'application/x-www-form-urlencoded', 'a=1'],
    ])('revokes the session whatever the body: %s', async (_, contentType, payload) => {
      const learner = await registerLearner(t.app, 'Ada');
      const headers: Record<string, string> = { cookie: learner.cookie };
      if (contentType) headers['content-type'] = contentType;
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
      expect(logout.statusCode, logout.body).toBe(200);
      expect(logout.json()).toEqual({ message: 'Logged out successfully' });
      expect(logout.cookies.find((c) => c.name === 'grindstone_session')?.value).toBe('');
      expect((await get('/api/user/check', learner.cookie)).statusCode).toBe(401);
    });

    it('still refuses an empty body on a route that needs one, and malformed JSON', async () => {
      const login = (payload: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: { 'content-type': 'application/json' },
          payload,
        });
      // An empty JSON body is no body (http/empty-json-body.ts): login's own validation answers.
      const empty = await login('');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe('VALIDATION_FAILED');
      const malformed = await login('{"emailId":');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('MALFORMED_REQUEST');
    });
  });

  describe('profiles', () => {
    it('returns the own profile, with empty figures for a new learner', async () => {
      const learner = await registerLearner(t.app, 'Katherine');
      const response = await get('/api/user/getProfile', learner.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        _id: learner.user._id,
        firstName: 'Katherine',
        emailId: learner.emailId,
        role: 'user',
        problemSolvedCount: 0,
        problemsSolved: [],
        posts: [],
        stats: { easy: 0, medium: 0, hard: 0, postsCount: 0, commentsCount: 0 },
      });
      expect(Date.parse(response.json().joinDate)).not.toBeNaN();
      expect((await get('/api/user/getProfile')).statusCode).toBe(401);
    });

    it('shows another user’s public profile to signed-in users only', async () => {
      const owner = await registerLearner(t.app, 'Dorothy');
      const viewer = await registerLearner(t.app, 'Edsger');
      const url = `/api/user/getProfileById/${owner.user._id}`;
      expect((await get(url)).statusCode).toBe(401);
      const response = await get(url, viewer.cookie);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(
        ['_id', 'age', 'bio', 'firstName', 'github', 'lastName', 'location', 'profileImage'].sort(),
      );
      expect(
        (await get('/api/user/getProfileById/00000000-0000-4000-8000-000000000000', viewer.cookie))
          .statusCode,
      ).toBe(404);
      expect((await get('/api/user/getProfileById/not-a-uuid', viewer.cookie)).statusCode).toBe(
        400,
      );
    });
  });

  describe('profile update', () => {
    const changes = {
      firstName: 'Frances',
      lastName: 'Allen',
      age: 41,
      bio: 'Optimising compilers',
      github: 'https://github.com/frances',
      location: 'Peru, NY',
    };
    const put = (id: string, payload: unknown, cookie?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/update/${id}`,
        payload: payload as object,
        headers: cookie ? { cookie } : {},
      });

    it('lets the owner edit their profile but never their role', async () => {
      const owner = await registerLearner(t.app, 'Frances');
      const response = await put(owner.user._id, { ...changes, role: 'admin' }, owner.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        firstName: 'Frances',
        lastName: 'Allen',
        role: 'user',
      });
      const profile = (await get('/api/user/getProfile', owner.cookie)).json();
      expect(profile).toMatchObject({
        age: 41,
        bio: 'Optimising compilers',
        location: 'Peru, NY',
        role: 'user',
      });
    });

    it('forbids editing someone else’s profile (403) and requires a session (401)', async () => {
      const owner = await registerLearner(t.app, 'Owner');
      const intruder = await registerLearner(t.app, 'Intruder');
      expect((await put(owner.user._id, changes, intruder.cookie)).statusCode).toBe(403);
      expect((await put(owner.user._id, changes)).statusCode).toBe(401);
    });

    it('lets an admin edit anyone’s profile', async () => {
      const owner = await registerLearner(t.app, 'Someone');
      await bootstrapAdmin(usersRepository(t.database.db), 'root@example.com', 'root-password');
      const login = await post('/api/user/login', {
        emailId: 'root@example.com',
        password: 'root-password',
      });
      expect(login.json().user.role).toBe('admin');
      expect((await put(owner.user._id, changes, sessionCookieOf(login))).statusCode).toBe(200);
    });

    it('changes only the fields given: absent ones keep their values', async () => {
      const owner = await registerLearner(t.app, 'Partial');
      // profileImage must be an image this host stored: media/…, users/profile-image.test.ts.
      const full = { ...changes, profileImage: '' };
      expect((await put(owner.user._id, full, owner.cookie)).statusCode).toBe(200);
      const before = (await get('/api/user/getProfile', owner.cookie)).json();

      for (const [name, value] of Object.entries({
        firstName: 'Grace',
        lastName: 'Hopper',
        age: 85,
        bio: 'COBOL',
        github: 'https://github.com/grace',
        location: 'Arlington, VA',
      })) {
        const previous = (await get('/api/user/getProfile', owner.cookie)).json();
        const response = await put(owner.user._id, { [name]: value }, owner.cookie);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
        const after = (await get('/api/user/getProfile', owner.cookie)).json();
        expect(after, name).toEqual({ ...previous, [name]: value });
      }
      expect(before).toMatchObject({ bio: 'Optimising compilers', age: 41 });

      const untouched = (await get('/api/user/getProfile', owner.cookie)).json();
      expect((await put(owner.user._id, {}, owner.cookie)).statusCode).toBe(200);
      expect((await get('/api/user/getProfile', owner.cookie)).json()).toEqual(untouched);
    });

    it('takes an empty age, or null, as no age, and empty text as cleared', async () => {
      const owner = await registerLearner(t.app, 'Ageless');
      expect((await put(owner.user._id, changes, owner.cookie)).statusCode).toBe(200);
      const cleared = await put(owner.user._id, { ...changes, age: '', bio: '' }, owner.cookie);
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect((await get('/api/user/getProfile', owner.cookie)).json()).toMatchObject({
        age: null,
        bio: '',
        location: 'Peru, NY',
      });
      expect((await put(owner.user._id, { age: '42' }, owner.cookie)).statusCode).toBe(200);
      expect((await get('/api/user/getProfile', owner.cookie)).json().age).toBe(42);
      expect((await put(owner.user._id, { age: null }, owner.cookie)).statusCode).toBe(200);
      expect((await get('/api/user/getProfile', owner.cookie)).json().age).toBeNull();
    });

    it('validates the edit with clear messages', async () => {
      const owner = await registerLearner(t.app, 'Validator');
      const cases: Array<[object, string]> = [
        [{ ...changes, firstName: '' }, 'First name is required'],
        [{ ...changes, lastName: '' }, 'Last name is required'],
        [{ ...changes, age: 'old' }, 'Age must be a number'],
        [{ ...changes, github: 'not a url' }, 'GitHub must be an https:// URL'],
        [{ ...changes, github: 'http://github.com/frances' }, 'GitHub must be an https:// URL'],
        [{ ...changes, github: 'javascript:alert(1)' }, 'GitHub must be an https:// URL'],
        [
          { github: `https://github.com/${'a'.repeat(190)}` },
          'GitHub URL must be at most 200 characters',
        ],
        [{ firstName: 'F'.repeat(51) }, 'First name must be at most 50 characters'],
        [{ lastName: 'L'.repeat(51) }, 'Last name must be at most 50 characters'],
        [{ location: 'x'.repeat(101) }, 'Location must be at most 100 characters'],
        [{ bio: 'x'.repeat(301) }, 'Bio must be at most 300 characters'],
        // Present fields are checked even when the others are left out.
        [{ firstName: '  ' }, 'First name is required'],
        [{ lastName: null }, 'Last name is required'],
        [{ age: 200 }, 'Age must be a whole number from 5 to 120'],
        [{ age: 4 }, 'Age must be a whole number from 5 to 120'],
        [{ age: 121 }, 'Age must be a whole number from 5 to 120'],
      ];
      const before = (await get('/api/user/getProfile', owner.cookie)).json();
      for (const [payload, message] of cases) {
        const response = await put(owner.user._id, payload, owner.cookie);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBe(message);
      }
      // At the limits, accepted; nothing refused above was stored.
      expect((await get('/api/user/getProfile', owner.cookie)).json()).toEqual(before);
      const atLimits = {
        firstName: 'F'.repeat(50),
        age: 5,
        github: `https://github.com/${'a'.repeat(181)}`,
        location: 'x'.repeat(100),
        bio: 'x'.repeat(300),
      };
      expect((await put(owner.user._id, atLimits, owner.cookie)).statusCode).toBe(200);
      expect((await put(owner.user._id, { age: 120 }, owner.cookie)).statusCode).toBe(200);
    });

    it('reads a blank age ("" from a form) as no age and refuses every other non-age', async () => {
      const owner = await registerLearner(t.app, 'Blank');
      expect((await put(owner.user._id, changes, owner.cookie)).statusCode).toBe(200);
      expect((await put(owner.user._id, { ...changes, age: '' }, owner.cookie)).statusCode).toBe(
        200,
      );
      expect((await get('/api/user/getProfile', owner.cookie)).json().age).toBeNull();
      for (const age of [' ', '0', '4.5', '30.5', 'forty', true]) {
        const response = await put(owner.user._id, { ...changes, age }, owner.cookie);
        expect(response.statusCode, `age ${JSON.stringify(age)}`).toBe(400);
      }
    });
  });
});
