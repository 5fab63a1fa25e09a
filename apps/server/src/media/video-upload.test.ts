import { watch } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { problemInputSchema, VIDEO_SIGNATURE_TTL_SECONDS } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { isoVideo, pngImage, webmVideo } from '../test-support/media-fixtures';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { type FilePart, multipartForm } from '../test-support/multipart';
import { sumProblem } from '../test-support/problem-fixtures';
import { registerLearner, signInAdmin } from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

interface Signature {
  signature: string;
  timestamp: number;
  public_id: string;
  api_key: string;
  cloud_name: string;
  upload_url: string;
}

describe.each(testDatabaseKinds())('editorial video uploads on %s', (kind) => {
  let t: MediaTestApp;
  let admin: string;
  let learner: string;
  let problemId: string;
  let otherProblemId: string;
  beforeAll(async () => {
    t = await createMediaTestApp(kind);
    admin = await signInAdmin(t, `video-admin-${kind}@example.com`);
    learner = (await registerLearner(t.app, 'Viewer')).cookie;
    const deps = { problems: problemsRepository(t.database.db), judge: t.judge };
    const save = (title: string) =>
      saveProblem(deps, problemInputSchema.parse(sumProblem({ title })), {
        skipVerification: true,
      });
    problemId = await save(`Video problem ${kind}`);
    otherProblemId = await save(`Other video problem ${kind}`);
  });
  afterAll(() => t.close());

  const sign = async (id = problemId, cookie = admin) => {
    const response = await t.app.inject({ url: `/api/video/create/${id}`, headers: { cookie } });
    return response;
  };
  const signature = async (id = problemId) => (await sign(id)).json() as Signature;

  /**
   * Watches DATA_DIR/media/.partial; `stop()` answers the names of the files created there
   * meanwhile. It drops a marker file and waits for its event first: events arrive in order,
   * so every earlier creation has been seen by then.
   */
  const watchScratchFiles = () => {
    const dir = path.join(t.mediaDir, '.partial');
    const created: string[] = [];
    let markerSeen: () => void = () => {};
    const marker = new Promise<void>((resolve) => {
      markerSeen = resolve;
    });
    const watcher = watch(dir, (_event, name) => {
      if (name === 'watch-marker') markerSeen();
      else if (name) created.push(name);
    });
    return {
      async stop() {
        await writeFile(path.join(dir, 'watch-marker'), '');
        await marker;
        watcher.close();
        await rm(path.join(dir, 'watch-marker'));
        return [...new Set(created)];
      },
    };
  };

  /** The same string with its last character changed. */
  const altered = (value: string) => `${value.slice(0, -1)}${value.endsWith('a') ? 'b' : 'a'}`;

  const video = (
    data: Buffer,
    filename = 'editorial.mp4',
    contentType = 'video/mp4',
  ): FilePart => ({
    filename,
    contentType,
    data,
  });

  /** Posts the form to `url`: the signed fields, then the file (or the file first). */
  const upload = (
    fields: Partial<Record<keyof Signature, string | number>>,
    file: FilePart,
    { fileFirst = false, url = '/api/media/video/upload' } = {},
  ) => {
    const signed: Array<[string, string]> = ['signature', 'timestamp', 'public_id', 'api_key']
      .filter((name) => fields[name as keyof Signature] !== undefined)
      .map((name) => [name, String(fields[name as keyof Signature])]);
    const parts: Array<[string, string | FilePart]> = fileFirst
      ? [['file', file], ...signed]
      : [...signed, ['file', file]];
    const form = multipartForm(parts);
    return t.app.inject({ method: 'POST', url, headers: form.headers, payload: form.payload });
  };

  const save = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/video/save',
      headers: { cookie: admin },
      payload: body,
    });

  describe('GET /api/video/create/{problemId}', () => {
    it('is for admins: 401 for guests, 403 for learners, 404 for an unknown problem', async () => {
      expect((await t.app.inject({ url: `/api/video/create/${problemId}` })).statusCode).toBe(401);
      expect((await sign(problemId, learner)).statusCode).toBe(403);
      expect((await sign('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });

    it('signs a fresh public_id bound to the problem, for the built-in upload URL, and no secret', async () => {
      const response = await sign();
      expect(response.statusCode).toBe(200);
      const body = response.json() as Signature;
      expect(body).toMatchObject({
        upload_url: expect.stringMatching(/^\/api\/media\/video\/upload\?/),
        api_key: 'grindstone',
        public_id: expect.stringContaining(problemId),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(60);
      expect((await signature()).public_id).not.toBe(body.public_id);
      // The upload URL carries the signed fields, so they are checked before the body is read.
      const query = new URL(body.upload_url, 'http://localhost').searchParams;
      expect(Object.fromEntries(query)).toEqual({
        signature: body.signature,
        timestamp: String(body.timestamp),
        public_id: body.public_id,
        api_key: 'grindstone',
      });
    });
  });

  describe('POST /api/media/video/upload', () => {
    it('streams an MP4 to disk and answers its public_id, URL and container duration', async () => {
      const signed = await signature();
      const response = await upload(signed, video(isoVideo(42.5)));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        public_id: signed.public_id,
        secure_url: `/api/media/${signed.public_id}.mp4`,
        duration: 42.5,
      });
    });

    it('takes WebM and QuickTime by their bytes, whatever the name says', async () => {
      const webm = await upload(await signature(), video(webmVideo(3.5), 'clip.mp4', 'video/mp4'));
      expect(webm.json()).toMatchObject({
        secure_url: expect.stringMatching(/\.webm$/),
        duration: 3.5,
      });
      const mov = await upload(
        await signature(),
        video(isoVideo(2, { brand: 'qt  ' }), 'clip.bin', 'application/octet-stream'),
      );
      expect(mov.json()).toMatchObject({
        secure_url: expect.stringMatching(/\.mov$/),
        duration: 2,
      });
    });

    it('accepts the original client’s form, file before the signed fields, at the upload_url', async () => {
      const signed = await signature();
      const response = await upload(signed, video(isoVideo(1)), {
        fileFirst: true,
        url: signed.upload_url,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().public_id).toBe(signed.public_id);
    });

    it('refuses a file before the signed fields at the bare URL with 400, storing none of it', async () => {
      const signed = await signature();
      const scratchFiles = watchScratchFiles();
      const response = await upload(signed, video(isoVideo(1)), { fileFirst: true });
      expect(await scratchFiles.stop()).toEqual([]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(
        'The signature fields must come before the file; or post to the upload_url as given, which carries them',
      );
      // Nothing was claimed: the signature still works, sent the right way.
      expect(
        (await upload(signed, video(isoVideo(1)), { url: signed.upload_url })).statusCode,
      ).toBe(200);
    });

    it('refuses a bad signature in the upload URL with 403 before reading the file', async () => {
      const signed = await signature();
      const url = signed.upload_url.replace(signed.signature, altered(signed.signature));
      const scratchFiles = watchScratchFiles();
      const response = await upload({}, video(isoVideo(1)), { fileFirst: true, url });
      expect(await scratchFiles.stop()).toEqual([]);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe('Invalid upload signature');
    });

    it('refuses form fields that contradict the upload URL’s with 400', async () => {
      const signed = await signature();
      const other = await signature();
      const response = await upload(other, video(isoVideo(1)), { url: signed.upload_url });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe('The form’s signed fields differ from the upload URL’s');
      expect(await t.partialFiles()).toEqual([]);
    });

    it('refuses a re-used signature with 403', async () => {
      const signed = await signature();
      expect((await upload(signed, video(isoVideo(1)))).statusCode).toBe(200);
      const again = await upload(signed, video(isoVideo(1)));
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toBe('This upload signature has already been used');
    });

    it.each([
      ['a tampered signature', (s: Signature) => ({ ...s, signature: altered(s.signature) })],
      ['another public_id', (s: Signature) => ({ ...s, public_id: altered(s.public_id) })],
      ['a moved timestamp', (s: Signature) => ({ ...s, timestamp: s.timestamp + 1 })],
      ['no signature', (s: Signature) => ({ ...s, signature: undefined })],
    ])('refuses %s with 403 and keeps nothing', async (_label, change) => {
      const before = await t.publishedFiles();
      const response = await upload(change(await signature()), video(isoVideo(1)));
      expect(response.statusCode, response.body).toBe(403);
      expect(await t.publishedFiles()).toEqual(before);
      expect(await t.partialFiles()).toEqual([]);
    });

    it('refuses a signature older than ten minutes with 403', async () => {
      const signed = await signature();
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + (VIDEO_SIGNATURE_TTL_SECONDS + 5) * 1000);
        const response = await upload(signed, video(isoVideo(1)));
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('The upload signature has expired');
      } finally {
        vi.useRealTimers();
      }
    });

    it.each([
      ['an image', async () => pngImage()],
      ['HTML named .mp4', async () => Buffer.from('<html><script>alert(1)</script></html>')],
      ['a Matroska file that is not WebM', async () => webmVideo(1).fill(0x61, 15, 19)],
    ])(
      'refuses %s with 415 and removes the partial file; the signature may be retried',
      async (_label, bytes) => {
        const signed = await signature();
        const response = await upload(signed, video(await bytes()));
        expect(response.statusCode, response.body).toBe(415);
        expect(await t.partialFiles()).toEqual([]);
        expect((await upload(signed, video(isoVideo(1)))).statusCode).toBe(200);
      },
    );

    it('refuses more than 100 MB with 413, closing the connection, and removes the partial file', async () => {
      const tooBig = Buffer.concat([isoVideo(1), Buffer.alloc(100 * 1024 * 1024)]);
      const response = await upload(await signature(), video(tooBig));
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('File size must be less than 100MB');
      expect(response.headers.connection).toBe('close');
      expect(await t.partialFiles()).toEqual([]);
    });
  });

  describe('serving, saving and deleting', () => {
    it('answers range requests with 206 and Content-Range, so players can seek', async () => {
      const uploaded = (
        await upload(await signature(), video(isoVideo(9, { payloadBytes: 5000 })))
      ).json();
      const whole = await t.app.inject({ url: uploaded.secure_url });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers).toMatchObject({
        'content-type': 'video/mp4',
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
      });
      const size = whole.rawPayload.length;
      const part = await t.app.inject({
        url: uploaded.secure_url,
        headers: { range: 'bytes=100-199' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
      expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
      const tail = await t.app.inject({
        url: uploaded.secure_url,
        headers: { range: 'bytes=-10' },
      });
      expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size - 10));
      const beyond = await t.app.inject({
        url: uploaded.secure_url,
        headers: { range: `bytes=${size}-` },
      });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    });

    it('saves an uploaded video for its problem (201) and problemById shows it', async () => {
      const uploaded = (await upload(await signature(), video(isoVideo(61)))).json();
      const response = await save({
        problemId,
        cloudinaryPublicId: uploaded.public_id,
        secureUrl: uploaded.secure_url,
        duration: 1,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().videoSolution).toMatchObject({
        problemId,
        secureUrl: uploaded.secure_url,
        duration: 61,
        uploadedAt: expect.any(String),
      });
      const detail = await t.app.inject({
        url: `/api/problem/problemById/${problemId}`,
        headers: { cookie: learner },
      });
      expect(detail.json()).toMatchObject({ secureUrl: uploaded.secure_url, duration: 61 });
    });

    it('refuses made-up ids, another problem’s upload, foreign URLs and non-admins', async () => {
      const uploaded = (await upload(await signature(), video(isoVideo(5)))).json();
      const body = {
        problemId,
        cloudinaryPublicId: uploaded.public_id,
        secureUrl: uploaded.secure_url,
      };
      expect((await save({ ...body, cloudinaryPublicId: 'ed-made-up' })).statusCode).toBe(404);
      expect((await save({ ...body, problemId: otherProblemId })).statusCode).toBe(400);
      expect(
        (await save({ ...body, secureUrl: 'https://evil.example/video.mp4' })).statusCode,
      ).toBe(400);
      expect(
        (await save({ ...body, thumbnailUrl: 'https://evil.example/poster.jpg' })).statusCode,
      ).toBe(400);
      const asLearner = await t.app.inject({
        method: 'POST',
        url: '/api/video/save',
        headers: { cookie: learner },
        payload: body,
      });
      expect(asLearner.statusCode).toBe(403);
    });

    it('keeps a poster captured in the browser, and replacing the video deletes the old files', async () => {
      const first = (await upload(await signature(), video(isoVideo(5)))).json();
      expect(
        (
          await save({
            problemId,
            cloudinaryPublicId: first.public_id,
            secureUrl: first.secure_url,
          })
        ).statusCode,
      ).toBe(201);
      const posterForm = multipartForm([
        ['file', { filename: 'poster.png', contentType: 'image/png', data: await pngImage() }],
      ]);
      const poster = (
        await t.app.inject({
          method: 'POST',
          url: '/api/media/image/upload',
          headers: { ...posterForm.headers, cookie: admin },
          payload: posterForm.payload,
        })
      ).json().secure_url;
      const second = (await upload(await signature(), video(isoVideo(6)))).json();
      const saved = await save({
        problemId,
        cloudinaryPublicId: second.public_id,
        secureUrl: second.secure_url,
        thumbnailUrl: poster,
      });
      expect(saved.json().videoSolution.thumbnailUrl).toBe(poster);
      expect((await t.app.inject({ url: first.secure_url })).statusCode).toBe(404);
      expect((await t.app.inject({ url: second.secure_url })).statusCode).toBe(200);
    });

    it('deleting the problem deletes its video file too', async () => {
      const doomed = await saveProblem(
        { problems: problemsRepository(t.database.db), judge: t.judge },
        problemInputSchema.parse(sumProblem({ title: `Doomed video problem ${kind}` })),
        { skipVerification: true },
      );
      const uploaded = (await upload(await signature(doomed), video(isoVideo(3)))).json();
      const body = {
        problemId: doomed,
        cloudinaryPublicId: uploaded.public_id,
        secureUrl: uploaded.secure_url,
      };
      expect((await save(body)).statusCode).toBe(201);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/problem/delete/${doomed}`,
        headers: { cookie: admin },
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await t.app.inject({ url: uploaded.secure_url })).statusCode).toBe(404);
    });

    it('DELETE /api/video/delete/{problemId} removes the row, the video and its poster', async () => {
      const detail = await t.app.inject({
        url: `/api/problem/problemById/${problemId}`,
        headers: { cookie: learner },
      });
      const { secureUrl, thumbnailUrl } = detail.json();
      const asLearner = await t.app.inject({
        method: 'DELETE',
        url: `/api/video/delete/${problemId}`,
        headers: { cookie: learner },
      });
      expect(asLearner.statusCode).toBe(403);
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/video/delete/${problemId}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await t.app.inject({ url: secureUrl })).statusCode).toBe(404);
      expect((await t.app.inject({ url: thumbnailUrl })).statusCode).toBe(404);
      const after = await t.app.inject({
        url: `/api/problem/problemById/${problemId}`,
        headers: { cookie: learner },
      });
      expect(after.json()).not.toHaveProperty('secureUrl');
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/video/delete/${problemId}`,
        headers: { cookie: admin },
      });
      expect(again.statusCode).toBe(404);
    });
  });
});
