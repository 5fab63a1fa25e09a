import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { readCapped } from './capped-reader';
import { SandboxFailure } from './run-sandboxed';

/** How long box-init may take to end once told to, before its launcher kills the sandbox. */
const closeGraceMs = 2000;

/**
 * The judge's side of a resident box's box-init (native/box-init.c): requests go to its stdin,
 * one-line replies come from its stdout, and bwrap's status pipe (fd 4) names its host pid.
 */
export type BoxConnection = {
  /** Sends one request: NUL-terminated tokens ended by an empty token. */
  send(tokens: string[]): void;
  replies: LineReader;
  /** bwrap's JSON status (its "child-pid" is box-init's host pid). */
  status: ReturnType<typeof readCapped>;
  /** True once the box may serve no further run (box-init gone, a run not cleaned up after). */
  readonly broken: boolean;
  markBroken(): void;
  /** Marks the box broken and describes why, with the start of bwrap's stderr. */
  fail(what: string): SandboxFailure;
  /** Ends box-init (the kernel kills whatever is left in its namespace), then `cleanUp`. */
  close(): Promise<void>;
};

/** Talks to box-init started as `child`; `cleanUp` runs once the box is gone. */
export function connectToBox(child: ChildProcess, cleanUp: () => Promise<void>): BoxConnection {
  const gone = new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.on('error', () => resolve());
  });
  const stderr = readCapped(child.stderr as Readable, 4096);
  child.stdin?.on('error', () => {});
  let broken = false;
  let closing: Promise<void> | undefined;
  return {
    send(tokens) {
      child.stdin?.write(`${tokens.map((token) => `${token}\0`).join('')}\0`);
    },
    replies: lineReader(child.stdout as Readable),
    status: readCapped(child.stdio[4] as Readable, 4096),
    get broken() {
      return broken;
    },
    markBroken() {
      broken = true;
    },
    fail(what) {
      broken = true;
      return new SandboxFailure(`resident sandbox: ${what} ${stderr.text().trim().slice(0, 300)}`);
    },
    close() {
      broken = true;
      closing ??= (async () => {
        child.stdin?.end();
        // The launcher's SIGTERM kills bwrap, and box-init dies with it (bwrap's --die-with-parent).
        const timer = setTimeout(() => child.kill('SIGTERM'), closeGraceMs);
        await gone;
        clearTimeout(timer);
        await cleanUp();
      })();
      return closing;
    },
  };
}

type LineReader = ReturnType<typeof lineReader>;

/** Replies of box-init, one line each; null once its stdout has ended. */
function lineReader(stream: Readable) {
  let buffered = '';
  let ended = false;
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  const deliver = () => {
    while (waiting.length > 0 && (lines.length > 0 || ended)) {
      (waiting.shift() as (line: string | null) => void)(lines.shift() ?? null);
    }
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    lines.push(...parts);
    deliver();
  });
  const end = () => {
    ended = true;
    deliver();
  };
  stream.on('end', end);
  stream.on('close', end);
  stream.on('error', end);
  return {
    /**
     * The next line. With `timeoutMs`, null if none came in time: the caller then gives up on
     * the box (a late line would answer the wrong request).
     */
    next: (timeoutMs?: number) =>
      new Promise<string | null>((resolve) => {
        waiting.push(resolve);
        if (timeoutMs !== undefined) setTimeout(() => resolve(null), timeoutMs).unref();
        deliver();
      }),
  };
}
