import type { Readable } from 'node:stream';

/**
 * Keeps at most `cap` bytes of a stream. Past the cap it either calls `onOverflow` (stdout:
 * the caller kills the run, "output limit exceeded") or keeps draining and discarding (stderr:
 * a chatty program must not block on a full pipe).
 */
export function readCapped(stream: Readable, cap: number, onOverflow?: () => void) {
  const chunks: Buffer[] = [];
  let kept = 0;
  let overflowed = false;
  const done = new Promise<void>((resolve) => {
    stream.on('end', resolve);
    stream.on('close', resolve);
    stream.on('error', () => resolve());
  });
  stream.on('data', (chunk: Buffer) => {
    if (overflowed) return;
    if (kept + chunk.length > cap) {
      chunks.push(chunk.subarray(0, cap - kept));
      kept = cap;
      overflowed = true;
      if (onOverflow) {
        stream.destroy();
        onOverflow();
      }
      return;
    }
    chunks.push(chunk);
    kept += chunk.length;
  });
  return {
    done,
    /** Resolves true once the kept text contains `needle`, false if the stream ends without. */
    contains(needle: string): Promise<boolean> {
      return new Promise((resolve) => {
        const look = () => {
          if (Buffer.concat(chunks).includes(needle)) resolve(true);
        };
        look();
        stream.on('data', look);
        done.then(() => resolve(Buffer.concat(chunks).includes(needle)));
      });
    },
    text: () => Buffer.concat(chunks).toString('utf8'),
    overflowed: () => overflowed,
  };
}
