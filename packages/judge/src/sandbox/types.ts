import type { Readable, Writable } from 'node:stream';

/** A path from the host made visible inside the sandbox. */
export type SandboxMount = {
  host: string;
  sandbox: string;
  writable?: boolean;
  /**
   * A dir whose files are the job's own (the compiled program): a resident sandbox started
   * before the job mounts an empty dir of its own there and links these files into it.
   */
  staged?: boolean;
};

export type SandboxLimits = {
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  /** Bytes of stdout kept; one more byte means "output limit exceeded" and the run is killed. */
  stdoutBytes: number;
  stderrBytes: number;
  /** Processes and threads together (pids.max counts threads). */
  pids: number;
  fileSizeKb: number;
  stackKb: number;
  openFiles: number;
  /** Size of the fresh tmpfs at /tmp; it counts against the memory limit. */
  tmpKb: number;
};

export type SandboxRequest = {
  /** Command and arguments as seen from inside the sandbox. */
  argv: string[];
  mounts: SandboxMount[];
  /** Working directory inside the sandbox. */
  cwd: string;
  /** The program's whole environment; nothing of the host's is inherited. */
  env: Record<string, string>;
  /**
   * The program's input: all of it, or a stream it is fed from as it runs (an interactive
   * test's other side, see Sandbox.runPair), whose end closes the program's stdin.
   */
  stdin: string | Readable;
  /** Also gets every byte of stdout, as it comes (the other side of an interactive test). */
  stdoutCopy?: Writable;
  limits: SandboxLimits;
  /** Mount a fresh /proc for the sandbox's pid namespace (the JVM needs one). */
  proc?: boolean;
  /**
   * Resolve only once every process of the run is gone, not as soon as the program has exited:
   * a compile's files are sealed next, and nothing of the slot's uid may still be writing them.
   */
  untilGone?: boolean;
};

export type SandboxOutcome = {
  exitCode: number | null;
  /** Signal number that ended the program, if any. */
  signal: number | null;
  stdout: string;
  stderr: string;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  /** Why the sandbox stopped the program, if it did. */
  stoppedFor: 'wall-time' | 'cpu-time' | 'output' | 'memory' | null;
  /** The kernel's OOM killer ended a process of the run. */
  oomKilled: boolean;
  /**
   * The kernel refused the run a process or thread at its `pids` limit (full mode: the pids
   * cgroup counts it). Always false in reduced mode, which has no such count.
   */
  pidsLimitReached: boolean;
};

export type SandboxMode = 'full' | 'reduced' | 'none' | 'unavailable' | 'judge0';

export type SandboxInfo = {
  mode: SandboxMode;
  /** One line for logs and /api/health. */
  summary: string;
  bwrap: boolean;
  uidDrop: boolean;
  cgroups: boolean;
  /** How the host mounted its control groups, whatever the mode. */
  cgroupHost: 'v1' | 'v2' | 'hybrid' | 'none';
  /** The cgroup version runs are limited with (full mode), else null. */
  cgroupVersion: 'v1' | 'v2' | null;
  seccomp: boolean;
  problems: string[];
};
