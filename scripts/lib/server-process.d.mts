// Types for server-process.mjs, so TypeScript tests and benchmarks can use it.
import type { ChildProcess } from 'node:child_process';

/** A port nobody listens on right now (the kernel's pick), on 127.0.0.1. */
export function freePort(): Promise<number>;

export interface StartServerOptions {
  /** `build`: apps/server/dist/main.js with NODE_ENV=production; `source`: src/main.ts via tsx. */
  from: 'build' | 'source';
  /** Added to this process's environment; without DATA_DIR a fresh directory is made. */
  env?: Record<string, string>;
  /** `capture` (default) keeps the log for `output()`; `inherit` shows it on this terminal. */
  output?: 'capture' | 'inherit';
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  dataDir: string;
  /** The captured log so far (empty with `output: 'inherit'`). */
  output(): string;
  /** SIGTERM (SIGKILL after 15 s); removes the data directory if it was made fresh. */
  stop(): Promise<void>;
  /** SIGKILL, as in a power cut; the data directory stays. */
  kill(): Promise<void>;
}

/** Starts the server on a free port and resolves once GET /api/health answers. */
export function startServer(options: StartServerOptions): Promise<ServerProcess>;
