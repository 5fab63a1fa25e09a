import { spawn } from 'node:child_process';

/** ffmpeg on PATH, checked once: posters are made on the server only when it is there. */
export async function ffmpegAvailable(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('ffmpeg', ['-version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

const POSTER_TIMEOUT_MS = 20_000;

/**
 * One frame as a JPEG (a second in, or the first frame of a shorter video), at most 1280 px
 * wide. Undefined when ffmpeg fails or takes too long: then the video simply has no poster.
 */
export function capturePoster(
  videoPath: string,
  durationSeconds?: number,
): Promise<Buffer | undefined> {
  const at = durationSeconds !== undefined && durationSeconds < 2 ? 0 : 1;
  const args = ['-v', 'error', '-ss', String(at), '-i', videoPath, '-frames:v', '1'];
  args.push('-vf', "scale='min(1280,iw)':-2", '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1');
  return new Promise((resolve) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), POSTER_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', () => resolve(undefined));
    child.on('close', (code) => {
      clearTimeout(timer);
      const jpeg = Buffer.concat(chunks);
      resolve(code === 0 && jpeg.length > 0 ? jpeg : undefined);
    });
  });
}
