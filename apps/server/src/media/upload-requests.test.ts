import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../test-support/media-fixtures';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { multipartForm } from '../test-support/multipart';
import { registerLearner } from '../test-support/test-app';

/**
 * Upload requests as the logs and the client see them. A multipart body that never ends (no
 * closing boundary) is the client's mistake: 400, no error-level log line, no scratch file left.
 */
describe('upload requests', () => {
  let t: MediaTestApp;
  let cookie: string;
  beforeAll(async () => {
    // Request lines are logged at info.
    t = await createMediaTestApp('pglite', { LOG_LEVEL: 'info' });
    cookie = (await registerLearner(t.app, 'Truncator')).cookie;
  });
  afterAll(() => t.close());

  /** The form cut off before its end: the last bytes and the closing boundary never come. */
  const cutOff = (form: ReturnType<typeof multipartForm>, keepBytes: number) => ({
    headers: form.headers,
    payload: form.payload.subarray(0, keepBytes),
  });

  it.each([
    [
      'an image whose file part never ends',
      '/api/media/image/upload',
      async () => {
        const form = multipartForm([
          ['file', { filename: 'a.png', contentType: 'image/png', data: await pngImage() }],
        ]);
        return cutOff(form, form.payload.length - 60);
      },
    ],
    [
      'a video form whose signature field never ends',
      '/api/media/video/upload',
      async () => {
        const form = multipartForm([['signature', 'a'.repeat(64)]]);
        return cutOff(form, form.payload.length - 40);
      },
    ],
    [
      'a body with no boundary at all',
      '/api/media/image/upload',
      async () => ({
        headers: { 'content-type': 'multipart/form-data' },
        payload: Buffer.from('just some bytes'),
      }),
    ],
  ])('answers 400 to %s and logs no error', async (_label, url, body) => {
    const { headers, payload } = await body();
    const logged = t.logs.length;
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, cookie },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('The upload is not a complete multipart form');
    const errors = t.logs.slice(logged).filter((line) => Number(line.level) >= 50);
    expect(errors).toEqual([]);
    expect(await t.partialFiles()).toEqual([]);
  });

  it('never logs the signature an upload URL carries', async () => {
    const signature = 'c0ffee'.repeat(10);
    const logged = t.logs.length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/media/video/upload?signature=${signature}&timestamp=1&public_id=ed-x&api_key=grindstone`,
      ...multipartForm([['api_key', 'grindstone']]),
    });
    expect(response.statusCode).toBe(403);
    const lines = t.logs.slice(logged);
    expect(lines.some((line) => JSON.stringify(line).includes('/api/media/video/upload'))).toBe(
      true,
    );
    expect(lines.filter((line) => JSON.stringify(line).includes(signature))).toEqual([]);
  });
});
