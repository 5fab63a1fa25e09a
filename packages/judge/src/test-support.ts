import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type JudgeJob,
  type JudgeLimits,
  type LanguageId,
  wallLimitMs,
} from '@grindstone/contract';
import { createJudge, type Judge } from './create-judge';
import { parseTimeScale } from './sandbox/time-scale';

// Shared by the sandbox-dependent test files: one judge per uid range so a test can prove that
// no process of its own runs survived, even while other test files judge concurrently.

export const cacheDir =
  process.env.JUDGE_CACHE_DIR ?? join(tmpdir(), `grindstone-judge-test-${process.getuid?.() ?? 0}`);

/** Set inside the emulated cgroup v2 VM (scripts/vm), where the CPU is 20–100× slower. */
const timeScale = parseTimeScale(process.env.JUDGE_TIME_SCALE);

export const smallLimits: JudgeLimits = {
  cpuMs: 1000,
  wallMs: wallLimitMs(1000),
  memoryKb: 128 * 1024,
  outputKb: 64,
};

let probe: Judge | null = null;
function sandboxProbe(): Judge {
  probe ??= createJudge({ slots: 1, cacheDir, uidBase: 59_000, timeScale });
  return probe;
}

/** Why the full sandbox is missing here (root, bwrap, cgroups), or null when it is there. */
export function missingSandbox(): string | null {
  if (process.getuid?.() !== 0) return 'not root: the full sandbox needs root (CI runs as root)';
  const info = sandboxProbe().sandbox;
  if (info.mode !== 'full') return `sandbox mode is "${info.mode}": ${info.problems.join('; ')}`;
  return null;
}

/**
 * Why `what` (a test file or group) is skipped, or null when it can run. Outside CI a missing
 * requirement skips with the reason printed; with CI=true it throws, failing the file with the
 * reason: a CI runner without root, a full sandbox or Redis must not pass by skipping.
 */
export function skipReason(
  what: string,
  missing: string | null,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  if (missing === null) return null;
  if (env.CI === 'true' || env.CI === '1') {
    throw new Error(`${what} cannot run and CI=true forbids skipping them: ${missing}`);
  }
  console.warn(`[judge] ${what} skipped: ${missing}`);
  return missing;
}

/** skipReason() for tests that need the full sandbox. */
export const sandboxSkipReason = (what: string) => skipReason(what, missingSandbox());

export function judgeWithUids(uidBase: number, slots = 2): Judge {
  return createJudge({ slots, cacheDir, uidBase, timeScale });
}

/**
 * Hands out blocks of 16 uids from `first` on, one per judge, so that a test running beside
 * others can prove that nothing of its own runs survived (`processesWithUids`).
 */
export function uidBlocks(first: number): () => number {
  let last = first;
  return () => {
    last += 16;
    return last;
  };
}

/**
 * Judges one job with a judge of its own (one slot, the next uid block), closes it, and returns
 * the result with whatever processes of its uids are left.
 */
export async function judgeAlone(nextUidBase: () => number, ...args: Parameters<typeof job>) {
  const uidBase = nextUidBase();
  const judge = judgeWithUids(uidBase, 1);
  const result = await judge.judge(job(...args));
  await judge.close(); // returns once every run is gone
  return { result, survivors: processesWithUids(uidBase) };
}

export function job(
  language: LanguageId,
  code: string,
  tests: { input?: string; expected?: string }[] = [{}],
  overrides: Partial<JudgeJob> = {},
): JudgeJob {
  return {
    language,
    code,
    tests: tests.map((test) => ({ input: test.input ?? '', expected: test.expected ?? '' })),
    limits: smallLimits,
    checker: { type: 'default' },
    ...overrides,
  };
}

/** Host processes whose real uid is in [uidBase, uidBase + count): must be none after a job. */
export function processesWithUids(uidBase: number, count = 16): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const uid = Number(status.match(/^Uid:\s+(\d+)/m)?.[1]);
      // A zombie has already died: it only waits to be reaped, which an orphan's new parent (a
      // container's pid 1 may be no init at all) can take its time over.
      const zombie = /^State:\s+Z/m.test(status);
      if (uid >= uidBase && uid < uidBase + count && !zombie) {
        found.push(`${entry} ${status.match(/^Name:\s+(.*)$/m)?.[1]}`);
      }
    } catch {
      // Exited while we looked.
    }
  }
  return found;
}

/**
 * A bwrap that fails as the real one does when a run's compiled program has vanished from the
 * host: it reports the child it started, prints "Can't find source path <host path>" and exits
 * 1, and never runs the program. Compiles (a writable /box) go to the real bwrap. For tests of
 * what reaches a learner when the sandbox itself fails; pass `[path]` as `bwrapCandidates`.
 */
export function bwrapFailingRuns(realBwrap = '/usr/bin/bwrap'): string {
  // Run by the slot's uid: the dir must be reachable by everyone, writable by us alone.
  const dir = mkdtempSync(join(tmpdir(), 'grindstone-fake-bwrap-'));
  chmodSync(dir, 0o755);
  const path = join(dir, 'bwrap');
  const script = `#!/bin/sh
fd=""; source=""; before=""; previous=""
for arg in "$@"; do
  [ "$previous" = "--json-status-fd" ] && fd="$arg"
  [ "$before" = "--ro-bind" ] && [ "$arg" = "/box" ] && source="$previous"
  before="$previous"; previous="$arg"
done
if [ -n "$source" ] && [ -n "$fd" ]; then
  eval "printf '{ \\"child-pid\\": 4242 }\\n' >&$fd"
  echo "bwrap: Can't find source path $source: No such file or directory" >&2
  exit 1
fi
exec ${realBwrap} "$@"
`;
  writeFileSync(path, script, { mode: 0o755 });
  return path;
}
