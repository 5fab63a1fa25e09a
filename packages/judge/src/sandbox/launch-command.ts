import type { SandboxSetup } from './detect';
import type { SandboxLimits } from './types';

// Linux x86-64/arm64 resource numbers (sys/resource.h).
const RLIMIT = { cpu: 0, fsize: 1, stack: 3, core: 4, nproc: 6, nofile: 7 } as const;

type Launch = {
  cgroupProcs: string[];
  uid: number | null;
  /** RLIMIT_NPROC: see processRlimit in index.ts and shared-uid.ts; null: none. */
  nproc: number | null;
  /** The run's limits, or null for none (a resident sandbox: its runs set their own). */
  limits: SandboxLimits | null;
  argv: string[];
};

/** The full command line that joins cgroups, sets rlimits, drops the uid and execs `argv`. */
export function launchCommand(setup: SandboxSetup, launch: Launch): string[] {
  // A resident sandbox's own processes keep the judge's limits: each run sets its own (lower).
  const rlimits = launch.limits ? rlimitsFor({ limits: launch.limits, nproc: launch.nproc }) : [];
  const launcher = setup.helpers.launcher;
  if (launcher) {
    const args = [launcher];
    for (const file of launch.cgroupProcs) args.push('-c', file);
    for (const [resource, soft, hard] of rlimits) args.push('-r', `${resource}:${soft}:${hard}`);
    if (launch.uid !== null) args.push('-u', `${launch.uid}:${launch.uid}`);
    return [...args, '--', ...launch.argv];
  }
  // No C compiler on this host: the same steps with sh, prlimit and setpriv (≈3 ms slower).
  const names = Object.fromEntries(Object.entries(RLIMIT).map(([name, id]) => [id, name]));
  const prlimit = ['/usr/bin/prlimit'];
  for (const [resource, soft, hard] of rlimits)
    prlimit.push(`--${names[resource]}=${soft}:${hard}`);
  const setpriv =
    launch.uid === null
      ? []
      : [
          '/usr/bin/setpriv',
          `--reuid=${launch.uid}`,
          `--regid=${launch.uid}`,
          '--clear-groups',
          // bwrap dies with the judge even if the judge dies before bwrap's --die-with-parent.
          '--pdeathsig=KILL',
        ];
  const join = launch.cgroupProcs.map((file) => `echo $$ > '${file}'`).join('; ');
  return [
    '/bin/sh',
    '-c',
    `${join}${join ? '; ' : ''}exec "$@"`,
    'sh',
    ...prlimit,
    '--',
    ...setpriv,
    ...launch.argv,
  ];
}

/** The rlimits of a run: [resource, soft, hard]. */
export function rlimitsFor({
  limits,
  nproc,
}: {
  limits: SandboxLimits;
  nproc: number | null;
}): [number, number, number][] {
  // Only a backstop: the run's CPU time is measured (cgroup, or /proc in reduced mode) and the
  // run stopped once it is past the limit. The kernel checks RLIMIT_CPU against tick-sampled
  // time, which can run ahead of the measured time (seen: SIGXCPU at a 1 s limit with 0.90 s
  // in cpuacct.usage on a busy host), so a limit at the CPU limit itself would end runs with a
  // Time Limit Exceeded showing less CPU time than the limit. Hence 10 % + 1 s above it.
  const cpuSeconds = Math.ceil((limits.cpuMs * 1.1) / 1000) + 1;
  const list: [number, number, number][] = [
    // SIGXCPU at the soft limit, SIGKILL one second later if the program catches it.
    [RLIMIT.cpu, cpuSeconds, cpuSeconds + 1],
    [RLIMIT.fsize, limits.fileSizeKb * 1024, limits.fileSizeKb * 1024],
    [RLIMIT.stack, limits.stackKb * 1024, limits.stackKb * 1024],
    [RLIMIT.core, 0, 0],
    [RLIMIT.nofile, limits.openFiles, limits.openFiles],
  ];
  if (nproc !== null) list.push([RLIMIT.nproc, nproc, nproc]);
  return list;
}
