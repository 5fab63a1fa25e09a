import fs from 'node:fs/promises';
import path from 'node:path';
import { defaultJudgeLimits } from '@grindstone/contract';
import { SLOW_MARGIN } from './verify-package';

/**
 * The order to verify packages in when several are verified at once: longest first. A package
 * with a slow solution ends with a time-out that holds one slot for 1.5x its time limit, so
 * those start early, and the run ends on the short reference runs that keep every slot busy
 * instead of on one long time-out while the other slots idle. Only the order changes, never
 * what is judged. A package whose problem.json cannot be read keeps its place at the end, for
 * reading it to report why.
 */
export async function longestFirst(dirs: string[]): Promise<string[]> {
  const weights = await Promise.all(dirs.map(slowSeconds));
  return dirs
    .map((dir, index) => ({ dir, weight: weights[index] ?? 0 }))
    .sort((a, b) => b.weight - a.weight) // stable: ties keep their order
    .map((entry) => entry.dir);
}

/** CPU seconds a time-out of the package's slow solution takes; 0 without one. */
async function slowSeconds(dir: string): Promise<number> {
  try {
    await fs.access(path.join(dir, 'slow/slow.cpp'));
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'problem.json'), 'utf8'));
    const limitMs = Number(manifest.timeLimitMs ?? defaultJudgeLimits.cpuMs) || 0;
    return (limitMs / 1000) * SLOW_MARGIN;
  } catch {
    return 0;
  }
}
