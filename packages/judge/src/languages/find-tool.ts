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

type ToolOptions = { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number };

/**
 * Runs a host tool on the judge's own, trusted input (a precompiled header, javac's archive) to
 * its end: null when it exited with 0, otherwise what went wrong, with the end of its stderr for
 * the operator. `timeoutMs` kills it after that long.
 */
export function toolFailure(
  command: string,
  args: string[],
  options: ToolOptions = {},
): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: options.env,
      cwd: options.cwd,
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-stderrTail);
    });
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    const end = (failure: string | null) => {
      clearTimeout(timer);
      resolve(failure);
    };
    child.on('close', (code, signal) => {
      if (code === 0) return end(null);
      const how = signal ? `was killed (${signal})` : `exited with ${code}`;
      end(`${command} ${how}${stderr.trim() ? `: ${stderr.trim()}` : ''}`);
    });
    child.on('error', (error) => end(`${command} could not be run (${error.message})`));
  });
}

/** The last this many characters of a failed tool's stderr are kept. */
const stderrTail = 600;

/** toolFailure() as a yes or no: whether the tool exited with 0. */
export async function exitsCleanly(
  command: string,
  args: string[],
  options: ToolOptions = {},
): Promise<boolean> {
  return (await toolFailure(command, args, options)) === null;
}
