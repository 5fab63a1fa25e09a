import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { JudgeLogger } from '../logger';
import { bwrapArgs } from './bwrap-args';
import type { RunCgroup } from './cgroup-driver';
import type { SandboxSetup } from './detect';
import { launchCommand } from './launch-command';
import { type BoxConnection, connectToBox } from './resident-connection';
import { replyTimeoutMs, runInBox } from './resident-run';
import { prepareStaging } from './resident-staging';
import type { SandboxRun } from './run-sandboxed';
import type { SandboxRequest } from './types';

// A resident sandbox: one bwrap whose first process, box-init (native/box-init.c), starts every
// test run of one judge job on one slot. The runs keep everything the per-run sandbox gives them
// (own cgroups, rlimits, uid, seccomp, no network, read-only filesystem but a /tmp emptied
// between runs) at the cost of a fork and an exec each (decision 109).

/** Where box-init is mounted inside. */
const initPath = '/.box-init';

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

type ResidentContext = {
  setup: SandboxSetup;
  uid: number | null;
  logger: JudgeLogger;
  /** Where the box's staged dirs are made (one dir per box, ours, 0755). */
  stageRoot: string;
};

/**
 * Starts a box shaped after `request`: its staged dirs, then bwrap with box-init as pid 1, ready
 * once box-init says so. Its runs are `runInBox` (resident-run.ts).
 */
export async function startResidentBox(
  context: ResidentContext,
  request: SandboxRequest,
): Promise<ResidentBox> {
  const { setup } = context;
  const boxInit = setup.helpers.boxInit;
  if (!setup.bwrap || !boxInit) throw new Error('a resident sandbox needs bwrap and box-init');
  const staging = prepareStaging(context.stageRoot, request);
  const box = connectToBox(
    launchBoxInit(context, setup.bwrap, {
      ...request,
      argv: [initPath],
      env: {},
      mounts: [...staging.mounts, { host: boxInit, sandbox: initPath }],
    }),
    () => rm(staging.dir, { recursive: true, force: true }),
  );
  const started = { box, initPid: await untilReady(box), staging, logger: context.logger };
  return {
    key: residentKey(request) as string,
    shape: { ...request, stdin: '' }, // a test's input need not be kept for the next box
    run: (cgroup, runRequest, nproc) => runInBox(started, cgroup, runRequest, nproc),
    usable: () => !box.broken,
    close: box.close,
  };
}

/** Spawns the box's launcher: bwrap as `template` says, seccomp filter on fd 3, status on fd 4. */
function launchBoxInit(context: ResidentContext, bwrap: string, template: SandboxRequest) {
  const { setup } = context;
  const seccompFd = setup.helpers.seccompBpf ? openSync(setup.helpers.seccompBpf, 'r') : null;
  const command = launchCommand(setup, {
    // bwrap and box-init are the judge's own code: a run joins its cgroups before it execs.
    cgroupProcs: [],
    uid: context.uid,
    // Its runs raise nothing: each lowers its own limits below what box-init has, and a spare
    // box may serve a job with larger limits than the one it was shaped after.
    nproc: null,
    limits: null,
    argv: [bwrap, ...bwrapArgs(template, seccompFd === null ? null : 3, 4, { asPid1: true })],
  });
  const child = spawn(command[0] as string, command.slice(1), {
    env: {}, // bwrap's environment would be readable inside
    cwd: '/',
    stdio: ['pipe', 'pipe', 'pipe', seccompFd ?? 'ignore', 'pipe'],
    detached: true,
  });
  if (seccompFd !== null) closeSync(seccompFd);
  return child;
}

/** box-init's host pid once it has said it is ready; otherwise the box is closed and this throws. */
async function untilReady(box: BoxConnection): Promise<number> {
  const ready = await box.replies.next(replyTimeoutMs);
  // bwrap's status pipe names box-init's host pid; it may be read after box-init's first line.
  await box.status.contains('"child-pid"');
  const initPid = Number(/"child-pid"\s*:\s*(\d+)/.exec(box.status.text())?.[1]);
  // A run's host pid is found among box-init's children (a kernel with CONFIG_PROC_CHILDREN,
  // as reduced mode's sampling needs too): without that list no run could be attached.
  if (ready !== 'ready' || !initPid || !existsSync(`/proc/${initPid}/task/${initPid}/children`)) {
    const error = box.fail(`box-init did not start (${ready ?? 'no reply'}).`);
    await box.close();
    throw error;
  }
  return initPid;
}
