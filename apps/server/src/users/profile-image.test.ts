import { PROFILE_IMAGE_MESSAGE } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../test-support/media-fixtures';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { multipartForm } from '../test-support/multipart';
import { registerLearner } from '../test-support/test-app';

describe('profile image URLs through PUT /api/user/update/{id}', () => {
  let t: MediaTestApp;
  let learner: Awaited<ReturnType<typeof registerLearner>>;
  let other: Awaited<ReturnType<typeof registerLearner>>;
  beforeAll(async () => {
    t = await createMediaTestApp('pglite', {
      CLOUDINARY_URL: 'cloudinary://1234:s3cret@democloud',
    });
    learner = await registerLearner(t.app, 'Imagery');
    other = await registerLearner(t.app, 'Otherone');
  });
  afterAll(() => t.close());

  const upload = async (cookie: string) => {
    const form = multipartForm([
      ['file', { filename: 'me.png', contentType: 'image/png', data: await pngImage() }],
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media/image/upload',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().secure_url as string;
  };

  const update = (profileImage: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/update/${learner.user._id}`,
      headers: { cookie: learner.cookie },
      payload: { firstName: 'Imagery', lastName: 'Tester', profileImage },
    });

  it('stores an image this host stored for the user, a Cloudinary image of our cloud, or nothing', async () => {
    for (const value of [
      await upload(learner.cookie),
      'https://res.cloudinary.com/democloud/image/upload/v1/avatars/me.png',
      '',
    ]) {
      const response = await update(value);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user.profileImage).toBe(value);
    }
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://images.example.com/me.png',
    'https://images.example.com/me.png',
    'https://res.cloudinary.com/someone-else/image/upload/me.png',
    '//evil.example/me.png',
    '/api/media/img-000000000000000000000000.png',
  ])('refuses %j with a 400 naming the field, and keeps the stored image', async (value) => {
    const mine = await upload(learner.cookie);
    expect((await update(mine)).statusCode).toBe(200);
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
    expect(check.json().user.profileImage).toBe(mine);
  });

  it('refuses an image someone else uploaded', async () => {
    const theirs = await upload(other.cookie);
    expect((await update(theirs)).statusCode).toBe(400);
  });

  it('deletes the old avatar’s file when it is replaced, and when it is removed', async () => {
    const first = await upload(learner.cookie);
    const second = await upload(learner.cookie);
    expect((await update(first)).statusCode).toBe(200);
    expect((await update(second)).statusCode).toBe(200);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
    expect((await update('')).statusCode).toBe(200);
    expect((await t.app.inject({ url: second })).statusCode).toBe(404);
  });
});
