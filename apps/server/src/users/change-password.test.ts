import { passwordMessages } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registerLearner,
  sessionCookieOf,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

describe.each(testDatabaseKinds())('POST /api/user/password on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const login = (emailId: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { emailId, password } });
  const check = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/check', headers: { cookie } });
  const change = (cookie: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: cookie ? { cookie } : {},
      payload,
    });

  it('changes the password, signs out every other session and keeps this one', async () => {
    const learner = await registerLearner(t.app, 'Rotator');
    const laptop = sessionCookieOf(await login(learner.emailId, learner.password));
    const phone = sessionCookieOf(await login(learner.emailId, learner.password));
    const bystander = await registerLearner(t.app, 'Bystander');

    const response = await change(laptop, {
      currentPassword: learner.password,
      newPassword: 'a-brand-new-secret',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: passwordMessages.changed });

    expect((await check(laptop)).statusCode).toBe(200);
    expect((await check(phone)).statusCode).toBe(401);
    expect((await check(learner.cookie)).statusCode).toBe(401);
    expect((await check(bystander.cookie)).statusCode).toBe(200);
    expect((await login(learner.emailId, learner.password)).statusCode).toBe(401);
    expect((await login(learner.emailId, 'a-brand-new-secret')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 on the field and changes nothing', async () => {
    const learner = await registerLearner(t.app, 'Forgetful');
    const other = sessionCookieOf(await login(learner.emailId, learner.password));
    const response = await change(learner.cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'whatever-new-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: passwordMessages.currentWrong,
      issues: [{ path: 'currentPassword', message: passwordMessages.currentWrong }],
    });
    expect((await check(other)).statusCode).toBe(200);
    expect((await check(learner.cookie)).statusCode).toBe(200);
    expect((await login(learner.emailId, learner.password)).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: 'long-enough-1' }, passwordMessages.currentRequired],
    [{ currentPassword: '', newPassword: 'long-enough-1' }, passwordMessages.currentRequired],
    [{ currentPassword: 'correct-horse', newPassword: 'short' }, 'Password is too weak'],
    [{ currentPassword: 'correct-horse' }, 'Password is too weak'],
    [
      { currentPassword: 'correct-horse', newPassword: 'x'.repeat(129) },
      'Password must be at most 128 characters',
    ],
    [
      { currentPassword: 'correct-horse', newPassword: 'correct-horse' },
      passwordMessages.sameAsCurrent,
    ],
  ])('validates %o with the signup rule’s messages', async (payload, message) => {
    const learner = await registerLearner(t.app, 'Checker');
    const response = await change(learner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('requires a session', async () => {
    const response = await change(undefined, {
      currentPassword: 'correct-horse',
      newPassword: 'long-enough-1',
    });
    expect(response.statusCode).toBe(401);
  });
});
