import { spawnSync } from 'node:child_process';
import path from 'node:path';

// A server that should start and stay up is started by scripts/lib/server-process.mjs.
const serverRoot = path.resolve(import.meta.dirname, '../..');

/** Runs the server from source until it exits by itself (a start-up refusal) and returns how. */
export function runServerToExit(env: Record<string, string>, timeoutMs = 120_000) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: timeoutMs,
  });
}
