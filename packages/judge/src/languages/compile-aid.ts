import type { JudgeLogger } from '../logger';
import type { SandboxMount } from '../sandbox';

/**
 * What a language makes once per cache dir, on the host, to compile faster (the C++ precompiled
 * header, javac's class-data archive): its dir, or why it could not be made.
 */
export type CompileAid = { dir: string } | { notMade: string };

/**
 * The mount that shows `aid` to compiles at `mountPoint`. Without it compiles still work, only
 * slower, so a missing aid is a warning to the operator (who would otherwise only see the
 * slowdown), not an error.
 */
export function aidMounts(
  aid: CompileAid,
  mountPoint: string,
  what: string,
  logger: JudgeLogger,
): SandboxMount[] {
  if ('dir' in aid) return [{ host: aid.dir, sandbox: mountPoint }];
  logger.warn(
    { reason: aid.notMade },
    `${what} could not be made: compiles go on without it, slower`,
  );
  return [];
}
