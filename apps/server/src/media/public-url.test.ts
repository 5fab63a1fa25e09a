import { problemInputSchema } from '@grindstone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { users } from '../db/schema';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { isoVideo, pngImage } from '../test-support/media-fixtures';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { multipartForm } from '../test-support/multipart';
import { sumProblem } from '../test-support/problem-fixtures';
import { registerLearner, signInAdmin } from '../test-support/test-app';

describe('PUBLIC_URL', () => {
  it('is an absolute http(s) address, kept without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://code.example.org/' }).PUBLIC_URL).toBe(
      'https://code.example.org',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://example.org:8080/grindstone//' }).PUBLIC_URL).toBe(
      'http://example.org:8080/grindstone',
    );
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
  });

  it.each([
    ['code.example.org', /absolute http/],
    ['ftp://code.example.org', /absolute http/],
    ['https://code.example.org/api', /without \/api/],
    ['https://code.example.org/?next=1', /query/],
    ['https://code.example.org/#top', /fragment/],
    ['https://user:secret@code.example.org', /user name or password/],
  ])('refuses %s', (value, message) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(message);
  });
});

/** A client served from another origin gets addresses it can use as they are. */
describe('media URLs under PUBLIC_URL', () => {
  const publicUrl = 'https://code.example.org';
  let t: MediaTestApp;
  let admin: string;
  let problemId: string;
  beforeAll(async () => {
    t = await createMediaTestApp('pglite', { PUBLIC_URL: `${publicUrl}/` });
    admin = await signInAdmin(t, 'public-url-admin@example.com');
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem({ title: 'Public URL problem' })),
      { skipVerification: true },
    );
  });
  afterAll(() => t.close());

  /** The path and query of one of our absolute URLs, for app.inject. */
  const pathOf = (url: string) => {
    expect(url.startsWith(`${publicUrl}/api/`)).toBe(true);
    return url.slice(publicUrl.length);
  };

  it('hands out an absolute upload_url and video addresses, and takes them back', async () => {
    const signed = (
      await t.app.inject({ url: `/api/video/create/${problemId}`, headers: { cookie: admin } })
    ).json();
    expect(signed.upload_url).toMatch(/^https:\/\/code\.example\.org\/api\/media\/video\/upload\?/);

    const form = multipartForm([
      ['file', { filename: 'a.mp4', contentType: 'video/mp4', data: isoVideo(4) }],
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: pathOf(signed.upload_url),
      headers: form.headers,
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { secure_url: secureUrl, public_id: publicId } = uploaded.json();
    expect(secureUrl).toBe(`${publicUrl}/api/media/${publicId}.mp4`);
    expect((await t.app.inject({ url: pathOf(secureUrl) })).statusCode).toBe(200);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/video/save',
      headers: { cookie: admin },
      payload: { problemId, cloudinaryPublicId: publicId, secureUrl },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().videoSolution.secureUrl).toBe(secureUrl);
    const detail = await t.app.inject({
      url: `/api/problem/problemById/${problemId}`,
      headers: { cookie: admin },
    });
    expect(detail.json().secureUrl).toBe(secureUrl);
    const list = await t.app.inject({ url: '/api/video/list', headers: { cookie: admin } });
    expect(list.json()[0].secureUrl).toBe(secureUrl);
  });

  it('hands out absolute image and profile picture addresses, stored relative', async () => {
    const settings = (await t.app.inject({ url: '/api/media/settings' })).json();
    expect(settings.imageUploadUrl).toBe(`${publicUrl}/api/media/image/upload`);

    const { cookie, user } = await registerLearner(t.app, 'Faraway');
    const form = multipartForm([
      ['file', { filename: 'me.png', contentType: 'image/png', data: await pngImage() }],
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: pathOf(settings.imageUploadUrl),
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const imageUrl: string = uploaded.json().secure_url;
    expect(imageUrl).toMatch(/^https:\/\/code\.example\.org\/api\/media\/img-[0-9a-f]{24}\.png$/);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/user/update/${user._id}`,
      headers: { cookie },
      payload: { profileImage: imageUrl },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().user.profileImage).toBe(imageUrl);
    const check = await t.app.inject({ url: '/api/user/check', headers: { cookie } });
    expect(check.json().user.profileImage).toBe(imageUrl);
    const profile = await t.app.inject({ url: '/api/user/getProfile', headers: { cookie } });
    expect(profile.json().profileImage).toBe(imageUrl);
    // Another server's address under the same path is not ours.
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/user/update/${user._id}`,
      headers: { cookie },
      payload: { profileImage: imageUrl.replace(publicUrl, 'https://elsewhere.example') },
    });
    expect(foreign.statusCode).toBe(400);
    // The database keeps the relative form, so a new PUBLIC_URL moves the address with it.
    const [row] = await t.database.db
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, user._id));
    expect(row?.profileImage).toBe(imageUrl.slice(publicUrl.length));
  });
});
