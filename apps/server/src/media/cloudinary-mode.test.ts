import { problemInputSchema } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { sumProblem } from '../test-support/problem-fixtures';
import { signInAdmin } from '../test-support/test-app';
import { cloudinarySignature } from './cloudinary-signature';

describe('with CLOUDINARY_URL set', () => {
  let t: MediaTestApp;
  let admin: string;
  let problemId: string;
  beforeAll(async () => {
    t = await createMediaTestApp('pglite', {
      CLOUDINARY_URL: 'cloudinary://987654:cloud-secret-value@demo-cloud',
      CLOUDINARY_UPLOAD_PRESET: 'avatars_unsigned',
    });
    admin = await signInAdmin(t, 'cloudinary-admin@example.com');
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem({ title: 'Cloud editorial' })),
      { skipVerification: true },
    );
  });
  afterAll(() => t.close());

  it('signs uploads by Cloudinary’s algorithm for Cloudinary’s URL, never sending the secret', async () => {
    const response = await t.app.inject({
      url: `/api/video/create/${problemId}`,
      headers: { cookie: admin },
    });
    expect(response.body).not.toContain('cloud-secret-value');
    const signed = response.json();
    expect(signed).toMatchObject({
      api_key: '987654',
      cloud_name: 'demo-cloud',
      upload_url: 'https://api.cloudinary.com/v1_1/demo-cloud/video/upload',
    });
    expect(signed.signature).toBe(
      cloudinarySignature(
        { public_id: signed.public_id, timestamp: signed.timestamp },
        'cloud-secret-value',
      ),
    );
  });

  it('names Cloudinary and the preset as the image upload target', async () => {
    expect((await t.app.inject({ url: '/api/media/settings' })).json()).toEqual({
      imageUploadUrl: 'https://api.cloudinary.com/v1_1/demo-cloud/image/upload',
      uploadPreset: 'avatars_unsigned',
      serverMakesPosters: true,
    });
  });

  it('saves a video of our cloud signed for this problem, with Cloudinary’s poster', async () => {
    const { public_id } = (
      await t.app.inject({ url: `/api/video/create/${problemId}`, headers: { cookie: admin } })
    ).json();
    const secureUrl = `https://res.cloudinary.com/demo-cloud/video/upload/v1700000000/${public_id}.mp4`;
    const save = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/video/save',
        headers: { cookie: admin },
        payload: { problemId, cloudinaryPublicId: public_id, secureUrl, duration: 95.5, ...body },
      });
    expect(
      (await save({ secureUrl: secureUrl.replace('demo-cloud', 'other-cloud') })).statusCode,
    ).toBe(400);
    expect((await save({ cloudinaryPublicId: 'ed-made-up' })).statusCode).toBe(400);
    const saved = await save({});
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().videoSolution).toMatchObject({
      secureUrl,
      duration: 95.5,
      thumbnailUrl: secureUrl.replace(/\.mp4$/, '.jpg'),
    });
  });
});
