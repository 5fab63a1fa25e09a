import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithExif, pngImage } from '../test-support/media-fixtures';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { type FilePart, multipartForm } from '../test-support/multipart';
import { registerLearner } from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

const file = (data: Buffer, filename = 'avatar.png', contentType = 'image/png'): FilePart => ({
  filename,
  contentType,
  data,
});

describe.each(testDatabaseKinds())('POST /api/media/image/upload on %s', (kind) => {
  let t: MediaTestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createMediaTestApp(kind, { MEDIA_USER_QUOTA_MB: '1' });
    cookie = (await registerLearner(t.app, 'Uploader')).cookie;
  });
  afterAll(() => t.close());

  const upload = (part: FilePart, as: string | null = cookie) => {
    const form = multipartForm([
      ['upload_preset', 'ignored'],
      ['file', part],
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/media/image/upload',
      headers: { ...form.headers, ...(as === null ? {} : { cookie: as }) },
      payload: form.payload,
    });
  };

  it('needs a signed-in user', async () => {
    expect((await upload(file(await pngImage()), null)).statusCode).toBe(401);
  });

  it('stores a PNG under a random name and serves it as an image that cannot run as a page', async () => {
    const response = await upload(file(await pngImage(), 'holiday.png'));
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().secure_url;
    expect(url).toMatch(/^\/api\/media\/img-[0-9a-f]{24}\.png$/);
    expect(url).not.toContain('holiday');
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(8);
  });

  it('re-encodes a JPEG without its EXIF metadata', async () => {
    const original = await jpegWithExif('GPS 51.5007 N');
    expect(original.includes('GPS 51.5007 N')).toBe(true);
    const response = await upload(file(original, 'me.jpg', 'image/jpeg'));
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.app.inject({ url: response.json().secure_url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes('GPS 51.5007 N')).toBe(false);
    expect(served.rawPayload.includes('PocketCam')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('scales an oversized picture down to 1600 px a side', async () => {
    const wide = await sharp({
      create: { width: 3200, height: 400, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const response = await upload(file(wide));
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.app.inject({ url: response.json().secure_url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 200 });
  });

  it('drops bytes a polyglot hid after the image data', async () => {
    const polyglot = Buffer.concat([await pngImage(), Buffer.from('<script>alert(1)</script>')]);
    const response = await upload(file(polyglot));
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.app.inject({ url: response.json().secure_url });
    expect(served.rawPayload.includes('<script>')).toBe(false);
  });

  it.each([
    ['HTML named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png'],
    [
      'SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'image/svg+xml',
    ],
    [
      'a GIF header over HTML',
      Buffer.from('GIF89a/*<html><script>alert(1)</script>*/'),
      'image/gif',
    ],
    ['a BMP', Buffer.concat([Buffer.from('BM'), randomBytes(60)]), 'image/bmp'],
  ])('refuses %s with 415 and keeps nothing', async (_label, bytes, type) => {
    const before = await t.publishedFiles();
    const response = await upload(file(bytes, 'avatar.png', type));
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await t.publishedFiles()).toEqual(before);
    expect(await t.partialFiles()).toEqual([]);
  });

  it('refuses more than 5 MB with 413, closes the connection and leaves no partial file', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(file(big));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File size must be less than 5MB');
    expect(response.headers.connection).toBe('close');
    expect(await t.partialFiles()).toEqual([]);
  });

  it('stops an account at its quota', async () => {
    const quotaUser = (await registerLearner(t.app, 'Hoarder')).cookie;
    // Random pixels do not compress: about 1.1 MB of PNG, over the 1 MB quota with the rest.
    const noise = await sharp(randomBytes(600 * 600 * 3), {
      raw: { width: 600, height: 600, channels: 3 },
    })
      .png()
      .toBuffer();
    expect((await upload(file(await pngImage()), quotaUser)).statusCode).toBe(200);
    const refused = await upload(file(noise), quotaUser);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/more than 1MB/);
    expect(await t.partialFiles()).toEqual([]);
  });

  it('holds the quota when twelve uploads run at once, and gives the refused ones their room back', async () => {
    const rusher = (await registerLearner(t.app, 'Rusher')).cookie;
    // Twelve pictures of random pixels, about 270 KB of PNG each: a quarter of the 1 MB quota.
    const pictures = await Promise.all(
      Array.from({ length: 12 }, () =>
        sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
          .png()
          .toBuffer(),
      ),
    );
    const responses = await Promise.all(pictures.map((picture) => upload(file(picture), rusher)));
    const accepted = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode !== 200);
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json().message).toMatch(/more than 1MB/);
    }
    expect(accepted.length).toBeGreaterThan(0);
    let storedBytes = 0;
    for (const response of accepted) {
      storedBytes += (await t.app.inject({ url: response.json().secure_url })).rawPayload.length;
    }
    expect(storedBytes).toBeLessThanOrEqual(1024 * 1024);
    expect(await t.partialFiles()).toEqual([]);
    // What the refused uploads reserved is free again: a small picture still fits.
    expect((await upload(file(await pngImage()), rusher)).statusCode).toBe(200);
  });

  it('answers 404 for names it never issued, including path tricks', async () => {
    for (const url of [
      '/api/media/img-nothere.png',
      '/api/media/..%2Fmedia-signing.key',
      '/api/media/.partial',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});
