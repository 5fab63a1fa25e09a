import { AppError } from '../errors';
import { type ProblemWriteDeps, saveProblem } from '../problems/save-problem';
import { listPackageDirs, type ProblemPackage, readProblemPackage } from './read-package';
import { packageRefusal } from './verify-package';

/**
 * Creates the package's problem, or replaces the one with the same slug. With `verify`, the
 * package is first judged by the package policy (`packageRefusal`: references, templates, the
 * slow solution, time headroom) and a failure changes nothing; so does a judge failure, thrown
 * as `JudgeFailure` (a 503: not the package's fault). Without it (the bundled catalogue, or
 * packages the caller has verified already) nothing is judged.
 */
export async function importProblemPackage(
  deps: ProblemWriteDeps,
  pkg: ProblemPackage,
  options: { verify: boolean },
): Promise<{ id: string; created: boolean }> {
  if (options.verify) {
    const refusal = await packageRefusal(deps.judge, pkg);
    if (refusal) throw new AppError('VALIDATION_FAILED', refusal);
  }
  const existing = await deps.problems.findIdBySlug(pkg.extras.slug);
  const id = await saveProblem(deps, pkg.input, {
    id: existing,
    extras: pkg.extras,
    skipVerification: true,
  });
  return { id, created: !existing };
}

/**
 * First start: an empty database gets the bundled catalogue. The catalogue is verified in CI
 * (`npm run problems -- verify`), so importing skips re-judging and takes seconds.
 */
export async function seedBundledCatalogue(
  deps: ProblemWriteDeps & { log: { info: (obj: object, msg: string) => void } },
  catalogueDir: string,
): Promise<number> {
  if (!(await deps.problems.isEmpty())) return 0;
  const started = Date.now();
  const dirs = await listPackageDirs(catalogueDir).catch(() => []);
  for (const dir of dirs) {
    await importProblemPackage(deps, await readProblemPackage(dir), { verify: false });
  }
  deps.log.info(
    { problems: dirs.length, ms: Date.now() - started },
    'imported the bundled problem catalogue into the empty database',
  );
  return dirs.length;
}
