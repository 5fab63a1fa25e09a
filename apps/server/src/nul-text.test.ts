import { NUL_TEXT_MESSAGE, problemInputSchema } from '@grindstone/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from './problems/repository';
import { saveProblem } from './problems/save-problem';
import { sumProblem } from './test-support/problem-fixtures';
import { createTestApp, registerLearner, signInAdmin, type TestApp } from './test-support/test-app';
import { testDatabaseKinds } from './test-support/test-databases';

type Json = Record<string, unknown>;
type Caller = 'anyone' | 'learner' | 'admin';
interface Route {
  method: 'GET' | 'POST' | 'PUT';
  url: (ids: { user: string; problem: string }) => string;
  caller: Caller;
  body?: () => Json;
  /** Issue paths (as the error body names them) of every text field the body carries. */
  fields: string[];
}

const problemBody = () => sumProblem({ title: 'Nul Probe' }) as unknown as Json;
const problemFields = [
  'title',
  'description',
  'companies.0',
  'visibleTestCases.0.input',
  'visibleTestCases.0.output',
  'visibleTestCases.0.explanation',
  'hiddenTestCases.0.input',
  'hiddenTestCases.0.output',
  'startCode.0.initialCode',
  'referenceSolution.0.completeCode',
];

/** Every route that takes text, and every text field it takes. */
const routes: Record<string, Route> = {
  'POST /api/user/register': {
    method: 'POST',
    url: () => '/api/user/register',
    caller: 'anyone',
    body: () => ({ firstName: 'Nully', emailId: 'nully@example.com', password: 'long-password' }),
    fields: ['firstName', 'emailId', 'password'],
  },
  'POST /api/user/login': {
    method: 'POST',
    url: () => '/api/user/login',
    caller: 'anyone',
    body: () => ({ emailId: 'nully@example.com', password: 'long-password' }),
    fields: ['emailId', 'password'],
  },
  'PUT /api/user/update/{id}': {
    method: 'PUT',
    url: ({ user }) => `/api/user/update/${user}`,
    caller: 'learner',
    body: () => ({
      firstName: 'Nully',
      lastName: 'Probe',
      github: 'https://github.com/nully',
      location: 'Here',
      bio: 'Hello',
      profileImage: 'https://images.example.com/nully.png',
    }),
    fields: ['firstName', 'lastName', 'github', 'location', 'bio', 'profileImage'],
  },
  'POST /api/problem/create': {
    method: 'POST',
    url: () => '/api/problem/create',
    caller: 'admin',
    body: problemBody,
    fields: problemFields,
  },
  'PUT /api/problem/update/{id}': {
    method: 'PUT',
    url: ({ problem }) => `/api/problem/update/${problem}`,
    caller: 'admin',
    body: problemBody,
    fields: problemFields,
  },
  'POST /api/submission/submit/{problemId}': {
    method: 'POST',
    url: ({ problem }) => `/api/submission/submit/${problem}`,
    caller: 'learner',
    body: () => ({ code: 'console.log(1)', language: 'javascript' }),
    fields: ['code'],
  },
  'POST /api/submission/run/{problemId}': {
    method: 'POST',
    url: ({ problem }) => `/api/submission/run/${problem}`,
    caller: 'learner',
    body: () => ({ code: 'console.log(1)', language: 'javascript', customInput: '1 2\n' }),
    fields: ['code', 'customInput'],
  },
};

/** The body with a NUL put into the middle of the text at `path` (`a.0.b`). */
function withNul(body: Json, path: string): Json {
  const keys = path.split('.');
  let node = body as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  const value = node[last];
  if (typeof value !== 'string' || value.length < 2) throw new Error(`${path} is not text`);
  node[last] = `${value.slice(0, 1)}\u0000${value.slice(1)}`;
  return body;
}

const cases = Object.entries(routes).flatMap(([name, route]) =>
  route.fields.map((field) => ({ name, route, field })),
);

describe.each(testDatabaseKinds())('NUL characters in text on %s', (kind) => {
  let t: TestApp;
  const cookies: Record<Caller, string | undefined> = {
    anyone: undefined,
    learner: undefined,
    admin: undefined,
  };
  const ids = { user: '', problem: '' };

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Text that reaches the database past the schemas: the error handler's last line of defence.
    t.app.post('/api/test-only/store', async (request) => {
      const { value, as } = request.body as { value: string; as: 'text' | 'jsonb' };
      await t.database.db.execute(
        as === 'jsonb'
          ? sql`select ${value}::jsonb as stored`
          : sql`select ${value}::text as stored`,
      );
      return { stored: true };
    });
    const learner = await registerLearner(t.app, 'Nulltester');
    cookies.learner = learner.cookie;
    ids.user = learner.user._id;
    cookies.admin = await signInAdmin(t, `nul-admin-${kind}@example.com`);
    ids.problem = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem({ title: 'Nul Target' })),
      { skipVerification: true },
    );
  }, 120_000);
  afterAll(() => t?.close());

  it.each(cases)('$name refuses NUL in $field with a 400 naming the field', async (test) => {
    const cookie = cookies[test.route.caller];
    const response = await t.app.inject({
      method: test.route.method,
      url: test.route.url(ids),
      headers: cookie ? { cookie } : {},
      payload: withNul(test.route.body?.() ?? {}, test.field),
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toContainEqual({ path: test.field, message: NUL_TEXT_MESSAGE });
  });

  it('GET /api/problem/getAllProblem refuses NUL in search, without a login', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/problem/getAllProblem?search=%00',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: NUL_TEXT_MESSAGE,
      issues: [{ path: 'search', message: NUL_TEXT_MESSAGE }],
    });
  });

  it('answers text the database cannot store with a 400, not a 500', async () => {
    const store = (value: string, as: 'text' | 'jsonb') =>
      t.app.inject({ method: 'POST', url: '/api/test-only/store', payload: { value, as } });
    expect((await store('fine', 'text')).statusCode).toBe(200);

    const nul = await store('a\u0000b', 'text');
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: NUL_TEXT_MESSAGE });

    const escaped = await store('"a\\u0000b"', 'jsonb');
    expect(escaped.statusCode, escaped.body).toBe(400);
    expect(escaped.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Text contains characters the database cannot store',
    });
    expect(t.logs.filter((line) => line.msg === 'unhandled error')).toEqual([]);
  });
});
