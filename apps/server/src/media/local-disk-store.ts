import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MEDIA_NAME,
  type MediaStore,
  type ReceivedFile,
  type ReceiveLimits,
  TooLarge,
} from './media-store';
import { holderGone, thisHolder } from './upload-holder';

/** Counts bytes, refuses past the limit, and shows the head to `inspectHead` once. */
class LimitedCounter extends Transform {
  bytes = 0;
  head = Buffer.alloc(0);
  private inspected = false;

  constructor(private readonly limits: ReceiveLimits) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limits.maxBytes) {
      done(new TooLarge(this.limits.maxBytes));
      return;
    }
    const headBytes = this.limits.headBytes ?? 64;
    if (!this.inspected && this.head.length < headBytes) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, headBytes - this.head.length)]);
    }
    try {
      if (!this.inspected && this.head.length >= headBytes) this.inspect();
    } catch (error) {
      done(error as Error);
      return;
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    try {
      if (!this.inspected) this.inspect();
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  private inspect() {
    this.inspected = true;
    this.limits.inspectHead?.(this.head);
  }
}

/** Scratch files named without a holder (older versions) count as abandoned after an hour. */
const UNNAMED_ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes the scratch files of uploads no process is receiving any more: those whose name says
 * a process of this host that is gone (killed mid-upload) wrote them. Another live server's
 * files (a shared DATA_DIR) are left alone.
 */
function sweepAbandoned(partialDir: string) {
  for (const name of readdirSync(partialDir)) {
    const file = path.join(partialDir, name);
    const holder = name.includes('~') ? name.slice(0, name.lastIndexOf('~')) : undefined;
    const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (holder ? holderGone(holder) : age > UNNAMED_ABANDONED_AFTER_MS) {
      rmSync(file, { force: true });
    }
  }
}

/**
 * The built-in host: files under `DATA_DIR/media`, scratch files under `DATA_DIR/media/.partial`
 * on the same file system, so publishing is one atomic rename. Any failure while receiving
 * (too large, refused head, client gone) removes the scratch file before the error goes on.
 */
export function localDiskStore(root: string): MediaStore {
  const partialDir = path.join(root, '.partial');
  mkdirSync(partialDir, { recursive: true });
  sweepAbandoned(partialDir);
  // `<holder>~<random>`: the next start can tell whether the process writing it is gone.
  const scratchPath = () =>
    path.join(partialDir, `${thisHolder}~${randomBytes(12).toString('hex')}`);
  const pathOf = (name: string) => {
    if (!MEDIA_NAME.test(name)) throw new Error(`not a media name: ${JSON.stringify(name)}`);
    return path.join(root, name);
  };

  return {
    async receive(source, limits): Promise<ReceivedFile> {
      const file = scratchPath();
      const counter = new LimitedCounter(limits);
      // Created before the first byte arrives: a write stream opens its file asynchronously, so
      // a body refused on its first chunk could otherwise be created after the removal below
      // and stay behind. Removing the name while the stream still holds it open is fine.
      const handle = await open(file, 'wx', 0o640);
      try {
        await pipeline(source, counter, handle.createWriteStream());
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return {
        path: file,
        bytes: counter.bytes,
        head: counter.head,
        discard: () => rm(file, { force: true }),
      };
    },

    async publish(name, content) {
      const target = pathOf(name);
      if (Buffer.isBuffer(content)) {
        const file = scratchPath();
        try {
          await writeFile(file, content, { flag: 'wx', mode: 0o640 });
          await rename(file, target);
        } catch (error) {
          await rm(file, { force: true });
          throw error;
        }
      } else {
        await rename(content.path, target);
      }
    },

    async open(name) {
      if (!MEDIA_NAME.test(name)) return undefined;
      const file = pathOf(name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return {
        size: info.size,
        stream: (range) => createReadStream(file, range),
      };
    },

    async localPath(name) {
      if (!MEDIA_NAME.test(name)) return undefined;
      const file = pathOf(name);
      return (await stat(file).catch(() => undefined))?.isFile() ? file : undefined;
    },

    async remove(name) {
      if (MEDIA_NAME.test(name)) await rm(pathOf(name), { force: true });
    },
  };
}
