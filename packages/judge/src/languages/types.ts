import type { JudgeLimits, LanguageId } from '@grindstone/contract';
import type { JudgeLogger } from '../logger';
import type { SandboxMount } from '../sandbox';

/** A command to run in the sandbox, as the language wants it. */
export type LanguageCommand = {
  argv: string[];
  env?: Record<string, string>;
  mounts?: SandboxMount[];
  /** The JVM needs its own /proc. */
  proc?: boolean;
  /** Processes + threads allowed (pids.max counts threads). */
  pids: number;
};

/** Where things are inside the sandbox: the program's artefact dir (read-only when running). */
export const boxDir = '/box';

export type LanguageToolchain =
  | { available: true; version: string }
  | { available: false; reason: string; install: string };

export type Language = {
  id: LanguageId;
  name: string;
  /** File name the submitted code is saved as inside the work dir. */
  sourceFile: string;
  /**
   * The files to write into the work dir for `code`, by name, when they depend on the code (Java
   * saves a public class `Foo` as `Foo.java`); without it the code is saved as `sourceFile`.
   */
  sourceFiles?(code: string): Record<string, string>;
  /** Everything besides the code that changes the artefact; part of the cache key. */
  compileFingerprint: string;
  /** Checks the host toolchain once; a missing one makes only this language unavailable. */
  detect(): LanguageToolchain;
  /**
   * One-time work shared by all compilations (the C++ precompiled header, javac's archive). What
   * cannot be made is told to `logger`: compiles then go on without it.
   */
  prepare?(cacheDir: string, logger: JudgeLogger): Promise<{ mounts: SandboxMount[] }>;
  /** Compiles (or syntax-checks) `${boxDir}/${sourceFile}` into `${boxDir}`. */
  compile(prepared: { mounts: SandboxMount[] }): LanguageCommand;
  run(limits: JudgeLimits): LanguageCommand;
  /** Runtimes that enforce their own heap cap report MLE on stderr, not via the OOM killer. */
  outOfMemory(stderr: string): boolean;
  /**
   * Only for a language whose compile step is a syntax check that produces nothing a run needs:
   * the judge then runs the tests on the source at once and makes the check only when a run
   * ended the way a syntax error ends it (the check decides: Compilation Error or the runs' own
   * verdicts). A correct program never pays for the check.
   */
  mayBeSyntaxError?(run: { exitCode: number | null }): boolean;
};

/** Heap for managed runtimes: below the memory limit, leaving room for the runtime itself. */
export function heapMb(limits: JudgeLimits): number {
  const totalMb = Math.floor(limits.memoryKb / 1024);
  return Math.max(Math.floor(totalMb / 2), totalMb - 64);
}
