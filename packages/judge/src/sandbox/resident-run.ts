import { constants, openSync, readFileSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { constants as os } from 'node:os';
import type { JudgeLogger } from '../logger';
import type { RunCgroup } from './cgroup-driver';
import { rlimitsFor } from './launch-command';
import { children } from './process-poll';
import type { BoxConnection } from './resident-connection';
import { type Staging, stageJobFiles } from './resident-staging';
import {
  BoxGivenUpBeforeRun,
  background,
  collect,
  killUntilEmpty,
  type Launched,
  type ProgramEnd,
  type SandboxRun,
} from './run-sandboxed';
import type { SandboxOutcome, SandboxRequest } from './types';

/** How long box-init may take to start, or to fork a run, before the box is given up on. */
export const replyTimeoutMs = 10_000;

/** A started box, as its runs need it. */
export type StartedBox = {
  box: BoxConnection;
  /** box-init's pid on the host (its runs are its children). */
  initPid: number;
  staging: Staging;
  logger: JudgeLogger;
};

/** A run forked at box-init's gate: its pid inside, and box-init's fds of its pipes' other ends. */
type Forked = { nsPid: number; inFd: number; outFd: number; errFd: number };
/** A forked run as the judge holds it: its host pid, and its stdin, stdout and stderr. */
type Attached = { hostPid: number; pipes: [Socket, Socket, Socket] };

/** One run: fork at the gate, join the run's cgroups, go, watch, then empty /tmp. */
export async function runInBox(
  started: StartedBox,
  runCgroup: RunCgroup,
  runRequest: SandboxRequest,
  nproc: number | null,
): Promise<SandboxRun> {
  const abandon = (what: string, pipes: Socket[] = []) =>
    abandonBox(started, runCgroup, what, pipes);
  try {
    stageJobFiles(started.staging, runRequest);
  } catch (error) {
    throw await abandon(`could not stage the job's files (${(error as Error).message}).`);
  }
  runCgroup.setLimits({ memoryKb: runRequest.limits.memoryKb, pids: runRequest.limits.pids });
  const forked = await forkAtGate(started.box, runRequest, nproc);
  if ('failed' in forked) throw await abandon(`could not start a run (${forked.failed}).`);
  let attached: Attached | undefined;
  try {
    attached = openRun(started.initPid, forked);
    for (const file of runCgroup.procsFiles) writeFileSync(file, String(attached.hostPid));
  } catch (error) {
    const why = error instanceof RunNotFound ? await earlyEnd(started.box) : '';
    throw await abandon(
      `could not attach to a run (${(error as Error).message}${why}).`,
      attached?.pipes,
    );
  }
  return go(started, runCgroup, runRequest, attached);
}

/**
 * Before the program started: the box goes (with the child at its gate) and the run's cgroup
 * too. Resolves with the failure to throw.
 */
async function abandonBox(
  { box, logger }: StartedBox,
  runCgroup: RunCgroup,
  what: string,
  pipes: Socket[],
) {
  const error = new BoxGivenUpBeforeRun(box.fail(what).message);
  for (const pipe of pipes) pipe.destroy();
  await box.close();
  await killUntilEmpty(runCgroup).catch(() => undefined);
  background(logger, runCgroup.remove());
  return error;
}

/** Asks box-init to fork the run, which waits at its gate with its limits set. */
async function forkAtGate(
  box: BoxConnection,
  runRequest: SandboxRequest,
  nproc: number | null,
): Promise<Forked | { failed: string }> {
  box.send([
    'F',
    ...rlimitsFor({ limits: runRequest.limits, nproc }).map(
      ([resource, soft, hard]) => `r${resource}:${soft}:${hard}`,
    ),
    `d${runRequest.cwd}`,
    // As bwrap's --chdir does for a sandbox of its own.
    ...Object.entries({ PWD: runRequest.cwd, ...runRequest.env }).map(
      ([name, value]) => `e${name}=${value}`,
    ),
    ...runRequest.argv.map((arg) => `a${arg}`),
  ]);
  const reply = (await box.replies.next(replyTimeoutMs))?.split(' ') ?? [];
  if (reply[0] !== 'forked') return { failed: reply.join(' ') };
  const [nsPid, inFd, outFd, errFd] = reply.slice(1).map(Number) as number[];
  return { nsPid, inFd, outFd, errFd } as Forked;
}

/** Finds the run's host pid and opens its pipes (box-init's ends, reopened by root via /proc). */
function openRun(initPid: number, forked: Forked): Attached {
  const hostPid = hostPidOf(initPid, forked.nsPid);
  const open = (fd: number, flags: number) =>
    openSync(`/proc/${initPid}/fd/${fd}`, flags | constants.O_NONBLOCK);
  const pipes: Attached['pipes'] = [
    new Socket({ fd: open(forked.inFd, constants.O_WRONLY), readable: false }),
    new Socket({ fd: open(forked.outFd, constants.O_RDONLY), writable: false }),
    new Socket({ fd: open(forked.errFd, constants.O_RDONLY), writable: false }),
  ];
  return { hostPid, pipes };
}

/**
 * Opens the gate and watches the run like a sandbox of its own (`collect`). Once it is over,
 * box-init is asked to clean for the next run; a box that cannot is closed.
 */
async function go(
  { box, logger }: StartedBox,
  runCgroup: RunCgroup,
  runRequest: SandboxRequest,
  { hostPid, pipes }: Attached,
): Promise<SandboxRun> {
  box.send(['G']);
  const started = performance.now();
  const ended = box.replies.next().then((line): ProgramEnd => {
    const [word, value, errno] = line?.split(' ') ?? [];
    if (word === 'exit') return [Number(value), null];
    if (word === 'signal') return [null, Number(value)];
    if (word === 'failed') {
      throw box.fail(`the program could not start (stage ${value}, errno ${errno}).`);
    }
    // box-init is gone, and the kernel killed the run with it.
    box.markBroken();
    return [null, os.signals.SIGKILL];
  });
  let stoppedFor: SandboxOutcome['stoppedFor'] = null;
  const launched: Launched = {
    stdin: pipes[0],
    stdout: pipes[1],
    stderr: pipes[2],
    status: null,
    pid: hostPid,
    started,
    exited: ended,
    stop(reason) {
      if (stoppedFor) return;
      stoppedFor = reason;
      runCgroup.killAll().catch(() => box.close());
    },
    stoppedFor: () => stoppedFor,
  };
  const collecting = collect({ cgroup: runCgroup }, runRequest, launched);
  const settled = collecting
    .catch(() => launched.stop('wall-time'))
    .then(() => ended.catch(() => undefined))
    .then(async () => {
      for (const pipe of pipes) pipe.destroy();
      await killUntilEmpty(runCgroup);
      background(logger, runCgroup.remove());
      if (box.broken) return;
      // The slot is free at once: box-init cleans before it reads the next run's request, and
      // refuses that run if the cleaning failed.
      box.send(['C']);
      void box.replies.next().then((line) => {
        if (line !== 'clean 0') void box.close();
      });
    });
  try {
    return { outcome: await collecting, settled };
  } catch (error) {
    await settled;
    throw error;
  }
}

/** box-init's child is not among its children: it ended before its gate opened. */
class RunNotFound extends Error {}

/**
 * Why a forked run ended before its gate opened (a setrlimit or chdir that failed): box-init
 * says so when asked to open the gate. Only asked when the child is gone, so nothing starts.
 */
async function earlyEnd(box: BoxConnection): Promise<string> {
  box.send(['G']);
  const reply = await box.replies.next(replyTimeoutMs).catch(() => undefined);
  return reply ? `; box-init then said: ${reply}` : '';
}

/** The host pid of box-init's child `nsPid` (box-init is the only one that knows it as a number). */
function hostPidOf(initPid: number, nsPid: number): number {
  const found = children(initPid);
  // Its only child, unless an orphan of an earlier run is still waiting to be reaped.
  if (found.length === 1) return found[0] as number;
  for (const pid of found) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const inner = /^NSpid:\s*(.*)$/m.exec(status)?.[1]?.trim().split(/\s+/).at(-1);
    if (Number(inner) === nsPid) return pid;
  }
  throw new RunNotFound(`run ${nsPid} not found among ${found.join(', ') || 'none'}`);
}
