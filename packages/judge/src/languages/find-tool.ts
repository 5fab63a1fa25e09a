import { spawnSync } from 'node:child_process';
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
