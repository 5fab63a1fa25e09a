import { spawn, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';

/** The real path of a tool (no /etc/alternatives hops, which the sandbox does not mount). */
export function realTool(candidates: string[]): string | null {
  for (const candidate of candidates) {
    if (existsSync(candidate)) return realpathSync(candidate);
  }
  return null;
}

export function versionOf(tool: string, args: string[]): string {
  const result = spawnSync(tool, args, { encoding: 'utf8', env: {}, timeout: 15_000 });
  return `${result.stdout}${result.stderr}`.trim().split('\n')[0] ?? '';
}

/**
 * Runs a host tool on the judge's own, trusted input (a precompiled header, javac's archive) to
 * its end, output ignored: whether it exited with 0. `timeoutMs` kills it after that long.
 */
export function exitsCleanly(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore', env: options.env, cwd: options.cwd });
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    const end = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    child.on('exit', (code) => end(code === 0));
    child.on('error', () => end(false));
  });
}
