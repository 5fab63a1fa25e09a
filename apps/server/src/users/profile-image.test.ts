import { PROFILE_IMAGE_MESSAGE } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';

describe('profile image URLs through PUT /api/user/update/{id}', () => {
  let t: TestApp;
  let learner: Awaited<ReturnType<typeof registerLearner>>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    learner = await registerLearner(t.app, 'Imagery');
  });
  afterAll(() => t.close());

  const update = (profileImage: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/update/${learner.user._id}`,
      headers: { cookie: learner.cookie },
      payload: { firstName: 'Imagery', lastName: 'Tester', profileImage },
    });

  it.each([
    'javascript:alert(document.cookie)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://images.example.com/me.png',
    '//evil.example/me.png',
  ])('refuses %j with a 400 naming the field, and keeps the stored image', async (value) => {
    expect((await update('https://images.example.com/me.png')).statusCode).toBe(200);
    const response = await update(value);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: PROFILE_IMAGE_MESSAGE,
      issues: [{ path: 'profileImage', message: PROFILE_IMAGE_MESSAGE }],
    });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/user/check',
      headers: { cookie: learner.cookie },
    });
    expect(check.json().user.profileImage).toBe('https://images.example.com/me.png');
  });

  it.each(['https://images.example.com/me.png', '/api/media/avatars/me.png', ''])(
    'stores %j',
    async (value) => {
      const response = await update(value);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user.profileImage).toBe(value);
    },
  );
});
