import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoVideo, webmVideo } from '../test-support/media-fixtures';
import { sniffVideo } from './sniff';
import { readVideoDuration } from './video-duration';

describe('reading a video’s duration from its container', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'grindstone-duration-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const durationOf = async (bytes: Buffer) => {
    const file = path.join(dir, `${Math.random()}.bin`);
    await writeFile(file, bytes);
    const kind = sniffVideo(bytes);
    if (!kind) throw new Error('fixture not sniffed as a video');
    return { kind, duration: await readVideoDuration(file, kind) };
  };

  it('reads mvhd of an MP4 whose moov comes after a large mdat', async () => {
    expect(await durationOf(isoVideo(12.5, { payloadBytes: 300_000 }))).toEqual({
      kind: 'mp4',
      duration: 12.5,
    });
  });

  it('reads a QuickTime movie by its brand', async () => {
    expect(await durationOf(isoVideo(3, { brand: 'qt  ' }))).toEqual({
      kind: 'quicktime',
      duration: 3,
    });
  });

  it('reads the EBML Duration of a WebM in TimecodeScale units', async () => {
    expect(await durationOf(webmVideo(7.25))).toEqual({ kind: 'webm', duration: 7.25 });
  });

  it('answers undefined, not a guess, when the container declares no duration', async () => {
    const noMoov = isoVideo(5).subarray(0, 40);
    expect((await durationOf(noMoov)).duration).toBeUndefined();
  });
});
