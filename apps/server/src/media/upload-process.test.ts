import { watch } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../../../scripts/lib/server-process.mjs';
import { openDatabase } from '../db/client';
import { isoVideo } from '../test-support/media-fixtures';
import { multipartForm } from '../test-support/multipart';
import { insertProblem } from '../test-support/seed-rows';
import { newVideoPublicId, signVideoUpload } from './upload-signature';

/**
 * Video uploads against a real server process on a real socket: what reaches the disk before
 * the signature is checked, and what a server killed mid-upload leaves for the next start.
 */
describe('video uploads to a running server', () => {
  const signingSecret = 'upload-process-test-secret-0123456789abcdef';
  let dataDir: string;
  let partialDir: string;
  let env: Record<string, string>;
  let problemId: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'grindstone-upload-process-'));
    partialDir = path.join(dataDir, 'media', '.partial');
    // The problem the uploads are for, written before the server holds the embedded database.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    await database.migrate();
    problemId = await insertProblem(database.db, { title: 'Upload crash', difficulty: 'easy' });
    await database.close();
    env = {
      DATA_DIR: dataDir,
      PROBLEMS_DIR: path.join(dataDir, 'no-problems'),
      MEDIA_SIGNING_SECRET: signingSecret,
    };
    server = await startServer({ from: 'source', env });
  }, 240_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.kill();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** A fresh signed upload URL, as GET /api/video/create/{problemId} would hand it out. */
  const signedUploadPath = () => {
    const publicId = newVideoPublicId(problemId);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signVideoUpload(Buffer.from(signingSecret), publicId, timestamp);
    const query = new URLSearchParams({
      signature,
      timestamp: String(timestamp),
      public_id: publicId,
      api_key: 'grindstone',
    });
    return `/api/media/video/upload?${query}`;
  };

  /**
   * Sends `head` at once and `rest` after it; resolves with the answer. A server that answers
   * early and closes the connection may make the rest fail to send: that is not an error here.
   */
  const post = (
    urlPath: string,
    headers: Record<string, string>,
    head: Buffer,
    rest = Buffer.alloc(0),
    /** Milliseconds between sending `head` and `rest`. */
    pauseMs = 0,
  ) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server?.baseUrl}${urlPath}`, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(head.length + rest.length) },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.write(head);
      if (pauseMs > 0) setTimeout(() => request.end(rest), pauseMs);
      else request.end(rest);
    });

  it('refuses a guest’s file sent before any signature with 400, writing nothing to disk', async () => {
    const form = multipartForm([
      ['file', { filename: 'big.mp4', contentType: 'video/mp4', data: Buffer.alloc(20 << 20) }],
      ['signature', 'f'.repeat(64)],
      ['timestamp', String(Math.floor(Date.now() / 1000))],
      ['public_id', newVideoPublicId(problemId)],
    ]);
    const created: string[] = [];
    const watcher = watch(partialDir, (_event, name) => {
      if (name) created.push(name);
    });
    const answer = await post('/api/media/video/upload', form.headers, form.payload);
    // A marker's event comes after any earlier creation's: once it is seen, all of them were.
    const markerSeen = new Promise<void>((resolve) => {
      watcher.on('change', (_event, name) => name === 'marker' && resolve());
    });
    await writeFile(path.join(partialDir, 'marker'), '');
    await markerSeen;
    watcher.close();
    await rm(path.join(partialDir, 'marker'));
    expect(created.filter((name) => name !== 'marker')).toEqual([]);
    expect(answer.status, answer.body).toBe(400);
    expect(JSON.parse(answer.body).message).toMatch(/signature fields must come before the file/);
  }, 120_000);

  it('a refused client still sending its file reads the 400, never a reset connection', async () => {
    // The answer comes while most of the body is still to be sent: closing the connection with
    // its unread bytes would reset it, and the client would lose the answer (3 in 20 did).
    for (let attempt = 0; attempt < 10; attempt++) {
      const form = multipartForm([
        ['file', { filename: 'late.mp4', contentType: 'video/mp4', data: Buffer.alloc(8 << 20) }],
      ]);
      const head = form.payload.subarray(0, 1 << 20);
      const rest = form.payload.subarray(1 << 20);
      const answer = await post('/api/media/video/upload', form.headers, head, rest, 5);
      expect(answer.status, answer.body).toBe(400);
    }
  }, 120_000);

  it('after a kill mid-upload, the next start removes the partial file and the upload can be retried', async () => {
    const uploadPath = signedUploadPath();
    const boundary = 'crash-boundary';
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const preamble = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    // A form that claims 50 MB but sends its first megabyte only: the upload is still running.
    const head = Buffer.concat([preamble, isoVideo(1), Buffer.alloc(1 << 20)]);
    const request = http.request(`${server?.baseUrl}${uploadPath}`, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(50 << 20) },
    });
    request.on('error', () => {}); // The server is killed under it.
    request.write(head);
    let scratch: string[] = [];
    while (scratch.length === 0) {
      scratch = [];
      for (const name of await readdir(partialDir)) {
        if ((await stat(path.join(partialDir, name))).size > 0) scratch.push(name);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await (server as ServerProcess).kill();
    request.destroy();
    expect(await readdir(partialDir)).toEqual(scratch);

    server = await startServer({ from: 'source', env });
    expect(await readdir(partialDir)).toEqual([]);
    // The same signature: its public_id was never stored, so it may be used again.
    const form = multipartForm([
      ['file', { filename: 'a.mp4', contentType: 'video/mp4', data: isoVideo(1) }],
    ]);
    const retry = await post(uploadPath, form.headers, form.payload);
    expect(retry.status, retry.body).toBe(200);
    // And a new signature works too.
    const fresh = await post(signedUploadPath(), form.headers, form.payload);
    expect(fresh.status, fresh.body).toBe(200);
  }, 300_000);
});
