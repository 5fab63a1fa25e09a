import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { Socket } from 'node:net';
import { constants as os } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { JudgeLogger } from '../logger';
import { bwrapArgs } from './bwrap-args';
import { readCapped } from './capped-reader';
import type { RunCgroup } from './cgroup-driver';
import type { SandboxSetup } from './detect';
import { launchCommand, rlimitsFor } from './launch-command';
import { processToken } from './process-alive';
import { children } from './process-poll';
import {
  background,
  collect,
  killUntilEmpty,
  type Launched,
  type ProgramEnd,
  SandboxFailure,
  type SandboxRun,
} from './run-sandboxed';
import type { SandboxOutcome, SandboxRequest } from './types';

// A resident sandbox: one bwrap whose first process, box-init (native/box-init.c), starts every
// test run of one judge job on one slot. The runs keep everything the per-run sandbox gives them
// (own cgroups, rlimits, uid, seccomp, no network, read-only filesystem but a /tmp emptied
// between runs) at the cost of a fork and an exec each (decision 109).

/** Where box-init is mounted inside. */
const initPath = '/.box-init';
/** How long box-init may take to end once told to, before its launcher kills the sandbox. */
const closeGraceMs = 2000;
/** How long box-init may take to start, or to fork a run, before the box is given up on. */
const replyTimeoutMs = 10_000;

/**
 * Requests that may share a resident sandbox get the same key: the same mounts (a staged one
 * only by where it appears inside), /proc and /tmp size. Null for requests that must have a
 * sandbox of their own (compiles: they write to a host dir, and are sealed once completely gone).
 */
export function residentKey(request: SandboxRequest): string | null {
  if (request.untilGone || request.mounts.some((mount) => mount.writable)) return null;
  const mounts = request.mounts.map((mount) => (mount.staged ? mount.sandbox : mount));
  return JSON.stringify([mounts, request.proc ?? false, request.limits.tmpKb]);
}

export type ResidentBox = {
  key: string;
  /** The request it was started for (a spare's successor is started alike). */
  shape: SandboxRequest;
  /** Runs one request inside; resolves like `runSandboxed`. */
  run(cgroup: RunCgroup, request: SandboxRequest, nproc: number | null): Promise<SandboxRun>;
  /** False once box-init is gone or a run could not be cleaned up after. */
  usable(): boolean;
  /** Ends box-init; the kernel kills anything left in its namespace. */
  close(): Promise<void>;
};

export async function startResidentBox(
  context: {
    setup: SandboxSetup;
    uid: number | null;
    logger: JudgeLogger;
    /** Where the box's staged dirs are made (one dir per box, ours, 0755). */
    stageRoot: string;
  },
  request: SandboxRequest,
): Promise<ResidentBox> {
  const { setup } = context;
  const boxInit = setup.helpers.boxInit;
  if (!setup.bwrap || !boxInit) throw new Error('a resident sandbox needs bwrap and box-init');
  // Staged mounts show an empty dir of the box's own, filled when a job takes the box.
  const stageDir = mkdtempSync(join(context.stageRoot, `${processToken()}-`));
  chmodSync(stageDir, 0o755);
  const staged = new Map<string, string>();
  const mounts = request.mounts.map((mount, index) => {
    if (!mount.staged) return mount;
    const dir = join(stageDir, String(index));
    mkdirSync(dir, { mode: 0o755 });
    staged.set(mount.sandbox, dir);
    return { host: dir, sandbox: mount.sandbox };
  });
  let stagedFrom: string | null = null;
  const seccompFd = setup.helpers.seccompBpf ? openSync(setup.helpers.seccompBpf, 'r') : null;
  const template: SandboxRequest = {
    ...request,
    argv: [initPath],
    env: {},
    mounts: [...mounts, { host: boxInit, sandbox: initPath }],
  };
  const command = launchCommand(setup, {
    // bwrap and box-init are the judge's own code: a run joins its cgroups before it execs.
    cgroupProcs: [],
    uid: context.uid,
    // Its runs raise nothing: each lowers its own limits below what box-init has, and a spare
    // box may serve a job with larger limits than the one it was shaped after.
    nproc: null,
    limits: null,
    argv: [setup.bwrap, ...bwrapArgs(template, seccompFd === null ? null : 3, 4, { asPid1: true })],
  });
  const child = spawn(command[0] as string, command.slice(1), {
    env: {}, // bwrap's environment would be readable inside
    cwd: '/',
    stdio: ['pipe', 'pipe', 'pipe', seccompFd ?? 'ignore', 'pipe'],
    detached: true,
  });
  if (seccompFd !== null) closeSync(seccompFd);
  const gone = new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.on('error', () => resolve());
  });
  const stderr = readCapped(child.stderr as Readable, 4096);
  const status = readCapped(child.stdio[4] as Readable, 4096);
  const replies = lineReader(child.stdout as Readable);
  let broken = false;
  const fail = (what: string) => {
    broken = true;
    return new SandboxFailure(`resident sandbox: ${what} ${stderr.text().trim().slice(0, 300)}`);
  };
  const send = (tokens: string[]) => {
    child.stdin?.write(`${tokens.map((token) => `${token}\0`).join('')}\0`);
  };
  child.stdin?.on('error', () => {});

  let closing: Promise<void> | undefined;
  const close = () => {
    broken = true;
    closing ??= (async () => {
      child.stdin?.end();
      // The launcher's SIGTERM kills bwrap, and box-init dies with it (bwrap's --die-with-parent).
      const timer = setTimeout(() => child.kill('SIGTERM'), closeGraceMs);
      await gone;
      clearTimeout(timer);
      await rm(stageDir, { recursive: true, force: true });
    })();
    return closing;
  };

  const ready = await replies.next(replyTimeoutMs);
  // bwrap's status pipe names box-init's host pid; it may be read after box-init's first line.
  await status.contains('"child-pid"');
  const initPid = Number(/"child-pid"\s*:\s*(\d+)/.exec(status.text())?.[1]);
  // A run's host pid is found among box-init's children (a kernel with CONFIG_PROC_CHILDREN,
  // as reduced mode's sampling needs too): without that list no run could be attached.
  if (ready !== 'ready' || !initPid || !existsSync(`/proc/${initPid}/task/${initPid}/children`)) {
    const error = fail(`box-init did not start (${ready ?? 'no reply'}).`);
    await close();
    throw error;
  }

  /** One run: fork at the gate, join the run's cgroups, go, watch, then empty /tmp. */
  async function run(
    runCgroup: RunCgroup,
    runRequest: SandboxRequest,
    nproc: number | null,
  ): Promise<SandboxRun> {
    const { limits } = runRequest;
    let pipes: Socket[] = [];
    /** Before the program started: the box goes (with the child at its gate) and the group too. */
    const abandon = async (what: string) => {
      const error = fail(what);
      for (const pipe of pipes) pipe.destroy();
      await close();
      await killUntilEmpty(runCgroup).catch(() => undefined);
      background(context.logger, runCgroup.remove());
      return error;
    };
    try {
      stage(runRequest);
    } catch (error) {
      throw await abandon(`could not stage the job's files (${(error as Error).message}).`);
    }
    runCgroup.setLimits({ memoryKb: limits.memoryKb, pids: limits.pids });
    send([
      'F',
      ...rlimitsFor({ limits, nproc }).map(
        ([resource, soft, hard]) => `r${resource}:${soft}:${hard}`,
      ),
      `d${runRequest.cwd}`,
      // As bwrap's --chdir does for a sandbox of its own.
      ...Object.entries({ PWD: runRequest.cwd, ...runRequest.env }).map(
        ([name, value]) => `e${name}=${value}`,
      ),
      ...runRequest.argv.map((arg) => `a${arg}`),
    ]);
    const forked = (await replies.next(replyTimeoutMs))?.split(' ') ?? [];
    if (forked[0] !== 'forked') throw await abandon(`could not start a run (${forked.join(' ')}).`);
    const [nsPid, inFd, outFd, errFd] = forked.slice(1).map(Number) as number[];
    let hostPid: number;
    try {
      hostPid = hostPidOf(initPid, nsPid as number);
      // The pipes' other ends are box-init's; root opens them anew through /proc.
      const open = (fd: number, flags: number) =>
        openSync(`/proc/${initPid}/fd/${fd}`, flags | constants.O_NONBLOCK);
      pipes = [
        new Socket({ fd: open(inFd as number, constants.O_WRONLY), readable: false }),
        new Socket({ fd: open(outFd as number, constants.O_RDONLY), writable: false }),
        new Socket({ fd: open(errFd as number, constants.O_RDONLY), writable: false }),
      ];
      for (const file of runCgroup.procsFiles) writeFileSync(file, String(hostPid));
    } catch (error) {
      throw await abandon(`could not attach to a run (${(error as Error).message}).`);
    }
    send(['G']);
    const started = performance.now();
    const ended = replies.next().then((line): ProgramEnd => {
      const [word, value, errno] = line?.split(' ') ?? [];
      if (word === 'exit') return [Number(value), null];
      if (word === 'signal') return [null, Number(value)];
      if (word === 'failed')
        throw fail(`the program could not start (stage ${value}, errno ${errno}).`);
      // box-init is gone, and the kernel killed the run with it.
      broken = true;
      return [null, os.signals.SIGKILL];
    });
    let stoppedFor: SandboxOutcome['stoppedFor'] = null;
    const launched: Launched = {
      stdin: pipes[0] as Socket,
      stdout: pipes[1] as Socket,
      stderr: pipes[2] as Socket,
      status: null,
      pid: hostPid,
      started,
      exited: ended,
      stop(reason) {
        if (stoppedFor) return;
        stoppedFor = reason;
        runCgroup.killAll().catch(() => close());
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
        background(context.logger, runCgroup.remove());
        if (broken) return;
        // The slot is free at once: box-init cleans before it reads the next run's request, and
        // refuses that run if the cleaning failed.
        send(['C']);
        void replies.next().then((line) => {
          if (line !== 'clean 0') void close();
        });
      });
    try {
      return { outcome: await collecting, settled };
    } catch (error) {
      await settled;
      throw error;
    }
  }

  /** Links the job's files into the staged dirs, once: a box serves one job. */
  function stage(runRequest: SandboxRequest) {
    const from = JSON.stringify(runRequest.mounts.filter((mount) => mount.staged));
    if (stagedFrom === from) return;
    if (stagedFrom !== null) throw new Error('a resident sandbox serves the runs of one job only');
    stagedFrom = from;
    for (const mount of runRequest.mounts) {
      const dir = staged.get(mount.sandbox);
      if (mount.staged && dir) linkTree(mount.host, dir);
    }
  }

  return {
    key: residentKey(request) as string,
    shape: { ...request, stdin: '' }, // a test's input need not be kept for the next box
    run,
    usable: () => !broken,
    close,
  };
}

/**
 * Hard links (root may link any file; the links keep their owner and mode) every file of `from`
 * into `to`; a copy where the two are on different filesystems. Only files and dirs: a link
 * planted among a program's files is not followed.
 */
function linkTree(from: string, to: string) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(target, { mode: 0o755 });
      linkTree(source, target);
    } else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        copyFileSync(source, target);
      }
    }
  }
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
  throw new Error(`run ${nsPid} not found among ${found.join(', ')}`);
}

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
