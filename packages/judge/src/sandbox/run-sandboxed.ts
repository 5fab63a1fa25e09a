import { spawn } from 'node:child_process';
import { chmodSync, closeSync, mkdtempSync, openSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { constants } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { JudgeLogger } from '../logger';
import { bwrapArgs, hostPath } from './bwrap-args';
import { readCapped } from './capped-reader';
import type { RunCgroup } from './cgroup-driver';
import type { SandboxSetup } from './detect';
import { launchCommand } from './launch-command';
import { sampleProcessTree } from './process-poll';
import type { SandboxOutcome, SandboxRequest } from './types';

/** The sandbox itself failed (bwrap could not start): not a verdict about the program. */
export class SandboxFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxFailure';
  }
}

/**
 * A resident sandbox was given up on before the run's program started (its files could not be
 * staged, box-init could not fork the run, or the run could not be attached to): nothing of the
 * program ran, so the run can start again in a sandbox of its own.
 */
export class BoxGivenUpBeforeRun extends SandboxFailure {}

export type RunContext = {
  setup: SandboxSetup;
  uid: number | null;
  /** RLIMIT_NPROC of the run, or null for none (root without a uid drop: it would be ignored). */
  nproc: number | null;
  scratchDir: string;
  /** A fresh cgroup for this run (full mode), limits not yet set. */
  cgroup: RunCgroup | null;
  logger: JudgeLogger;
};

/** The outcome as soon as it is known, and the teardown that may finish after it. */
export type SandboxRun = { outcome: SandboxOutcome; settled: Promise<void> };

const pollMs = { cgroup: 100, process: 20 };

/**
 * Runs one command in the sandbox. Resolves when the program has exited and its output is
 * read; namespace teardown, cgroup removal and temp files finish in `settled` (the caller keeps
 * the slot until then). Throws only when the sandbox itself fails.
 */
export async function runSandboxed(
  context: RunContext,
  request: SandboxRequest,
): Promise<SandboxRun> {
  const { setup, cgroup } = context;
  cgroup?.setLimits({ memoryKb: request.limits.memoryKb, pids: request.limits.pids });
  const hostTmp = setup.bwrap ? null : mkdtempSync(join(context.scratchDir, 'tmp-'));
  if (hostTmp) chmodSync(hostTmp, 0o777); // written by the slot's uid
  const seccompFd =
    setup.bwrap && setup.helpers.seccompBpf ? openSync(setup.helpers.seccompBpf, 'r') : null;
  // Once nothing of the run is left the slot is free; the empty cgroup's (slow) rmdir and the
  // temp dir go in the background.
  const cleanUp = async () => {
    if (seccompFd !== null) closeSync(seccompFd);
    if (cgroup) await killUntilEmpty(cgroup);
    background(
      context.logger,
      cgroup?.remove(),
      hostTmp ? rm(hostTmp, { recursive: true, force: true }) : undefined,
    );
  };
  let launched: Launched;
  try {
    launched = launch(context, request, hostTmp, seccompFd);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const collecting = collect(context, request, launched);
  // Measurements are read from the cgroup first; then it may go.
  const settled = collecting
    .catch(() => launched.stop('wall-time'))
    .then(() => launched.exited)
    .then(cleanUp, cleanUp);
  try {
    return { outcome: await collecting, settled };
  } catch (error) {
    await settled;
    throw error;
  }
}

/** How a program ended: its exit code, or the number of the signal that killed it. */
export type ProgramEnd = [exitCode: number | null, signal: number | null];

/** A started program as `collect` watches it, however it was started. */
export type Launched = {
  stdin: Writable;
  stdout: Readable;
  stderr: Readable;
  /** bwrap's JSON status pipe, which reports the program's end before teardown; or null. */
  status: Readable | null;
  /** A host pid whose process tree is the run (sampled when there is no cgroup). */
  pid: number;
  started: number;
  /** Settles once the starter is gone (launcher) or has reported the program's end (box-init). */
  exited: Promise<ProgramEnd>;
  stop(reason: NonNullable<SandboxOutcome['stoppedFor']>): void;
  stoppedFor(): SandboxOutcome['stoppedFor'];
};

function launch(
  context: RunContext,
  request: SandboxRequest,
  hostTmp: string | null,
  seccompFd: number | null,
): Launched {
  const { setup, cgroup } = context;
  const { limits } = request;
  const inner = setup.bwrap
    ? [setup.bwrap, ...bwrapArgs(request, seccompFd === null ? null : 3, 4)]
    : request.argv.map((arg) => hostPath(arg, request, hostTmp as string));
  const command = launchCommand(setup, {
    cgroupProcs: cgroup?.procsFiles ?? [],
    uid: context.uid,
    nproc: context.nproc,
    limits,
    argv: inner,
  });
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), {
    // bwrap's own environment is readable inside at /proc/1/environ: it must be empty.
    env: setup.bwrap ? {} : request.env,
    cwd: setup.bwrap ? '/' : hostPath(request.cwd, request, hostTmp as string),
    stdio: ['pipe', 'pipe', 'pipe', seccompFd ?? 'ignore', 'pipe'],
    detached: true,
  });
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve([code, signal]));
  });

  let stoppedFor: SandboxOutcome['stoppedFor'] = null;
  const stop = (reason: NonNullable<SandboxOutcome['stoppedFor']>) => {
    if (stoppedFor) return;
    stoppedFor = reason;
    // The launcher is outside the run: kill the run and the launcher reaps it and exits.
    if (cgroup) cgroup.killAll().catch(() => child.kill('SIGTERM'));
    else child.kill('SIGTERM');
  };
  return {
    stdin: child.stdin as Writable,
    stdout: child.stdout as Readable,
    stderr: child.stderr as Readable,
    status: setup.bwrap ? (child.stdio[4] as Readable) : null,
    pid: child.pid as number,
    started,
    exited: exited.then(
      ([code, signal]): ProgramEnd => [code, signal ? constants.signals[signal] : null],
    ),
    stop,
    stoppedFor: () => stoppedFor,
  };
}

/**
 * Feeds the program its input, enforces the limits while it runs and assembles the outcome from
 * its output, its end and the cgroup's measurements.
 */
export async function collect(
  context: Pick<RunContext, 'cgroup'>,
  request: SandboxRequest,
  launched: Launched,
): Promise<SandboxOutcome> {
  const { cgroup } = context;
  const { started, exited, stop, stoppedFor } = launched;
  const { limits } = request;
  const stdout = readCapped(launched.stdout, limits.stdoutBytes, () => stop('output'));
  const stderr = readCapped(launched.stderr, limits.stderrBytes);
  const status = launched.status ? readCapped(launched.status, 4096) : null;
  launched.stdin.on('error', () => {}); // The program may exit without reading its input.
  if (typeof request.stdin === 'string') launched.stdin.end(request.stdin);
  else request.stdin.pipe(launched.stdin);
  if (request.stdoutCopy) copyStream(launched.stdout, request.stdoutCopy);

  let sampledCpuMs = 0;
  let sampledMemoryKb = 0;
  const wallTimer = setTimeout(() => stop('wall-time'), limits.wallMs);
  const poller = setInterval(
    async () => {
      if (cgroup) {
        if ((await cgroup.cpuMs().catch(() => 0)) > limits.cpuMs) stop('cpu-time');
        return;
      }
      const sample = sampleProcessTree(launched.pid);
      sampledCpuMs = Math.max(sampledCpuMs, sample.cpuMs);
      sampledMemoryKb = Math.max(sampledMemoryKb, sample.memoryKb);
      if (sampledCpuMs > limits.cpuMs) stop('cpu-time');
      if (sampledMemoryKb > limits.memoryKb) stop('memory');
    },
    cgroup ? pollMs.cgroup : pollMs.process,
  );

  // bwrap reports the program's exit on the status fd before its namespace is torn down.
  const programEnded = new Promise<null>((resolve) => {
    if (!status) return; // no status fd: the starter's end is the program's end
    status.contains('"exit-code"').then(async (reported) => {
      if (!reported) return;
      await Promise.all([stdout.done, stderr.done]);
      resolve(null);
    });
  });
  const ended = await Promise.race([exited, programEnded]);
  const wallMs = performance.now() - started;
  clearTimeout(wallTimer);
  clearInterval(poller);
  if (ended) {
    // The launcher has exited, so everything its run wrote is in the pipes, but not necessarily
    // read yet: Node handles a child's exit after the reads of the same loop turn, and the
    // waitpid run for another child's SIGCHLD can report it in a turn that never polled our
    // pipes (the spawn and the whole run happened during one long turn). Read all three to
    // their end, the status pipe included, before looking at any of them.
    const pipes = [stdout.done, stderr.done];
    if (status) pipes.push(status.done);
    await drain(Promise.all(pipes), drainMs);
  }

  const bwrapStatus = parseStatus(status?.text() ?? '');
  const stderrText = stderr.text();
  if (ended?.[0] === 125 && stderrText.startsWith('grindstone-launcher:')) {
    throw new Error(stderrText.trim());
  }
  const oomKilled = cgroup ? cgroup.oomKilled() : stoppedFor() === 'memory';
  // bwrap writes "exit-code" only once it has exec'd the program (it learns that from a
  // close-on-exec pipe). Without it the program never ran, and stderr holds bwrap's own error
  // ("Can't find source path <host path>", a failed execvp, …): that is a sandbox failure for
  // the log, never a verdict or the program's stderr. A run we stopped (or the OOM killer
  // ended) may have lost bwrap's monitor before it could report.
  if (status && bwrapStatus.exitCode === null && stoppedFor() === null && !oomKilled) {
    const what = bwrapStatus.childPid === null ? 'start the sandbox' : 'start the program';
    throw new SandboxFailure(`bwrap could not ${what}: ${stderrText.trim().slice(0, 500)}`);
  }
  let exitCode = bwrapStatus.exitCode ?? ended?.[0] ?? null;
  let signal = ended?.[1] ?? null;
  // bwrap and the launcher report a program killed by signal N as exit status 128 + N.
  if (signal === null && exitCode !== null && exitCode > 128 && exitCode < 160) {
    signal = exitCode - 128;
    exitCode = null;
  }
  if (signal !== null) exitCode = null;

  return {
    exitCode,
    signal,
    stdout: stdout.text(),
    stderr: stderrText,
    cpuMs: cgroup ? await cgroup.cpuMs() : sampledCpuMs,
    wallMs,
    memoryKb: cgroup ? cgroup.peakMemoryKb() : sampledMemoryKb,
    stoppedFor: stoppedFor(),
    oomKilled,
    pidsLimitReached: cgroup ? cgroup.pidsLimitReached() : false,
  };
}

/** Writes what `from` gives into `to` as it comes, and ends `to` when `from` ends or breaks. */
function copyStream(from: Readable, to: Writable) {
  to.on('error', () => {}); // the other side may be gone
  from.on('data', (chunk: Buffer) => {
    if (!to.writableEnded) to.write(chunk);
  });
  const end = () => {
    if (!to.writableEnded) to.end();
  };
  from.on('end', end);
  from.on('close', end);
  from.on('error', end);
}

function parseStatus(text: string) {
  let childPid: number | null = null;
  let exitCode: number | null = null;
  for (const match of text.matchAll(/"(child-pid|exit-code)"\s*:\s*(\d+)/g)) {
    if (match[1] === 'child-pid') childPid = Number(match[2]);
    else exitCode = Number(match[2]);
  }
  return { childPid, exitCode };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long pipes may stay open after the launcher exited (only stragglers it gave up on). */
const drainMs = 500;

/**
 * Waits for `work`, at most `ms`. A timer may fire in a turn before the poll that reads data
 * already waiting (the loop was busy longer than `ms`): after a timeout, let one poll run.
 */
async function drain(work: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    work.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), ms);
    }),
  ]);
  clearTimeout(timer);
  if (timedOut) await new Promise((resolve) => setImmediate(resolve));
}

export async function killUntilEmpty(cgroup: RunCgroup) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await cgroup.killAll();
    } catch (error) {
      if (attempt >= 50) throw error;
      await delay(10);
    }
  }
}

export function background(logger: JudgeLogger, ...work: (Promise<unknown> | undefined)[]) {
  for (const promise of work) {
    promise?.catch((error) => logger.error({ err: error }, 'sandbox cleanup failed'));
  }
}
