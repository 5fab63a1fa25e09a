import type { SandboxRequest } from './types';

// The filesystem a program sees: the read-only /usr tree (+ the merged-/usr symlinks), a
// minimal /dev, a fresh size-capped tmpfs at /tmp, and only the mounts the request names.
// No /etc (bar the linker cache), no /home, no /root, no project tree, no host /proc.
export function bwrapArgs(
  request: SandboxRequest,
  seccompFd: number | null,
  statusFd: number,
  options: { asPid1?: boolean } = {},
) {
  const args = [
    '--unshare-all',
    // A resident sandbox's box-init is the namespace's init itself (resident.ts).
    ...(options.asPid1 ? ['--as-pid-1'] : []),
    '--die-with-parent',
    '--new-session',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/sbin',
    '/sbin',
    '--ro-bind-try',
    '/etc/ld.so.cache',
    '/etc/ld.so.cache',
    '--dev',
    '/dev',
    '--size',
    String(request.limits.tmpKb * 1024),
    '--tmpfs',
    '/tmp',
  ];
  if (request.proc) args.push('--proc', '/proc');
  for (const mount of request.mounts) {
    args.push(mount.writable ? '--bind' : '--ro-bind', mount.host, mount.sandbox);
  }
  // The root and /dev are bwrap's own tmpfs: make them read-only so /tmp is the one place to write.
  args.push('--remount-ro', '/dev', '--remount-ro', '/');
  args.push('--chdir', request.cwd, '--clearenv');
  for (const [name, value] of Object.entries(request.env)) args.push('--setenv', name, value);
  if (seccompFd !== null) args.push('--seccomp', String(seccompFd));
  args.push('--json-status-fd', String(statusFd), '--', ...request.argv);
  return args;
}

/**
 * Without bwrap (JUDGE_SANDBOX=none) programs run on the host: sandbox paths in the command are
 * rewritten to the host paths they would have been mounted from.
 */
export function hostPath(path: string, request: SandboxRequest, hostTmp: string): string {
  const mounts = [...request.mounts, { host: hostTmp, sandbox: '/tmp' }];
  for (const mount of mounts) {
    if (path === mount.sandbox) return mount.host;
    if (path.startsWith(`${mount.sandbox}/`)) return mount.host + path.slice(mount.sandbox.length);
  }
  return path;
}
