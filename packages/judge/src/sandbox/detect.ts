import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type CgroupDriver, hostCgroups } from './cgroup-driver';
import { removeStaleRunCgroups } from './cgroup-housekeeping';
import { enableFastCgroupMoves } from './fast-cgroup-moves';
import { buildNativeHelpers, type NativeHelpers } from './native-helpers';
import type { SandboxInfo } from './types';

export type SandboxSetup = {
  info: SandboxInfo;
  bwrap: string | null;
  helpers: NativeHelpers;
  /** The run groups' implementation in full mode, else null. */
  cgroups: CgroupDriver | null;
};

const installHint = 'apt-get install bubblewrap';

/**
 * Chooses the sandbox mode once, at start-up, from what the host offers:
 * full (root, bwrap, cgroups) → reduced (bwrap + rlimits, memory by polling) → refuse, unless
 * the operator explicitly set JUDGE_SANDBOX=none.
 */
export function detectSandbox(
  cacheDir: string,
  options: { requested?: string; bwrapCandidates?: string[] } = {},
): SandboxSetup {
  const { host: cgroupHost, driver } = hostCgroups();
  const helpers = buildNativeHelpers(cacheDir);
  const problems = [...helpers.problems];
  const { requested } = options;
  const bwrap = findBwrap(problems, options.bwrapCandidates);
  const root = process.getuid?.() === 0;
  if (!root) problems.push('not running as root: no per-slot uid, no cgroups');
  const cgroupProbe = !root
    ? { ok: false as const, reason: 'not root' }
    : driver
      ? driver.probe()
      : { ok: false as const, reason: 'no cgroup v1 memory controller and no cgroup v2 mount' };
  if (!cgroupProbe.ok && root) problems.push(cgroupProbe.reason);
  if (cgroupProbe.ok && 'warning' in cgroupProbe && cgroupProbe.warning) {
    problems.push(cgroupProbe.warning);
  }
  // In the background: leftovers are named after their dead owner's pid, never after ours.
  if (cgroupProbe.ok && driver) void removeStaleRunCgroups(driver);
  const common = { cgroupHost, cgroupVersion: null };
  const seccomp = helpers.seccompBpf !== null;

  if (requested === 'none') {
    return {
      bwrap: null,
      helpers,
      cgroups: null,
      info: {
        ...common,
        mode: 'none',
        summary:
          'WARNING: JUDGE_SANDBOX=none — submissions run UNSANDBOXED on this host (rlimits and a wall timer only). Use only for local single-user setups.',
        bwrap: false,
        // Even unsandboxed, a root judge never runs submissions as root.
        uidDrop: root,
        cgroups: false,
        seccomp: false,
        problems,
      },
    };
  }
  if (!bwrap) {
    return {
      bwrap: null,
      helpers,
      cgroups: null,
      info: {
        ...common,
        mode: 'unavailable',
        summary: `No usable sandbox: judging is disabled. Install bubblewrap (${installHint}) or set JUDGE_SANDBOX=none for local single-user use.`,
        bwrap: false,
        uidDrop: false,
        cgroups: false,
        seccomp,
        problems,
      },
    };
  }
  const full = root && cgroupProbe.ok && driver !== null && requested !== 'reduced';
  if (full) {
    const slowMoves = enableFastCgroupMoves();
    if (slowMoves) problems.push(slowMoves);
  }
  const parts = [
    'bubblewrap',
    root ? 'per-slot uid' : 'current uid',
    full && driver
      ? `cgroup ${driver.version} (${driver.controllers}; host: ${cgroupHost})`
      : `rlimits + heap flags, memory by polling (cgroups on this host: ${cgroupHost})`,
    seccomp ? 'seccomp' : 'no seccomp',
  ];
  return {
    bwrap,
    helpers,
    cgroups: full ? driver : null,
    info: {
      cgroupHost,
      cgroupVersion: full && driver ? driver.version : null,
      mode: full ? 'full' : 'reduced',
      summary: `Sandbox ${full ? 'full' : 'reduced'}: ${parts.join(', ')}.`,
      bwrap: true,
      uidDrop: root,
      cgroups: full,
      seccomp,
      problems,
    },
  };
}

const defaultBwrapPaths = ['/usr/bin/bwrap', '/usr/local/bin/bwrap', '/bin/bwrap'];

function findBwrap(problems: string[], candidates = defaultBwrapPaths): string | null {
  const path = candidates.find((candidate) => existsSync(candidate));
  if (!path) {
    problems.push(`bubblewrap not found (${installHint})`);
    return null;
  }
  // User namespaces can be disabled by the host (sysctl, container runtime): try one. The trial
  // takes milliseconds; the generous timeout is for a host so loaded (an emulated VM running
  // memory and fork bombs next door) that a 10 s limit called a working bubblewrap unusable.
  const trial = spawnSync(
    path,
    [
      '--unshare-all',
      '--ro-bind',
      '/usr',
      '/usr',
      '--symlink',
      'usr/lib64',
      '/lib64',
      '--symlink',
      'usr/lib',
      '/lib',
      '--',
      '/usr/bin/true',
    ],
    { env: {}, encoding: 'utf8', timeout: 60_000 },
  );
  if (trial.status !== 0) {
    problems.push(`bubblewrap cannot create namespaces here: ${trial.stderr.trim()}`);
    return null;
  }
  return path;
}
