import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registerLearner,
  sessionCookieOf,
  type TestApp,
} from '../test-support/test-app';

const LIMIT = 2;
/** No such problem: each request is counted and answered 404 without running any code. */
const missingProblem = '00000000-0000-4000-8000-000000000000';

describe('judge rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { JUDGE_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => t.close());

  const post = (path: 'run' | 'submit', cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/submission/${path}/${missingProblem}`,
      payload: { code: 'x', language: 'cpp' },
      headers: { cookie },
    });

  it.each(['run', 'submit'] as const)('limits %s per learner with 429', async (path) => {
    const learner = await registerLearner(t.app, 'Hasty');
    for (let i = 0; i < LIMIT; i += 1)
      expect((await post(path, learner.cookie)).statusCode).toBe(404);
    const limited = await post(path, learner.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another learner has an allowance of their own.
    expect((await post(path, (await registerLearner(t.app, 'Patient')).cookie)).statusCode).toBe(
      404,
    );
  });

  it('counts every session of one learner together: logging in again buys nothing', async () => {
    const learner = await registerLearner(t.app, 'Sly');
    const sessions = [learner.cookie];
    for (let i = 0; i < LIMIT; i += 1) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailId: learner.emailId, password: learner.password },
      });
      sessions.push(sessionCookieOf(login));
    }
    const statuses = [];
    for (const cookie of sessions) statuses.push((await post('submit', cookie)).statusCode);
    expect(statuses).toEqual([404, 404, 429]);
  });
});
