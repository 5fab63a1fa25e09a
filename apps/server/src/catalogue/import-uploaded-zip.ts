import { AppError } from '../errors';
import type { ProblemWriteDeps } from '../problems/save-problem';
import { importProblemPackage } from './import-catalogue';
import { readAnyPackage } from './kattis/read-kattis';
import { PackageError, type ProblemPackage } from './read-package';
import { unpackZip } from './unpack';
import { packageRefusal } from './verify-package';
import { ZipRefused } from './zip-entries';

/**
 * An admin's uploaded zip: every package in it is validated and judged first; only when all
 * pass are they imported (same slug → updated). Otherwise nothing changes and the reasons are
 * returned per package. A judge failure is not a reason against a package: it ends the upload as
 * a 503 (`JudgeFailure`, the detail in the log) and nothing changes either.
 */
export async function importUploadedZip(
  deps: ProblemWriteDeps,
  zip: Buffer,
): Promise<Array<{ slug: string; created: boolean }>> {
  // Every entry is checked before anything is written; a refusal's message names zip-relative
  // files only. Any other failure is the server's (a 500 with the details in the log).
  const unpacked = await unpackZip(zip).catch((error: unknown) => {
    throw error instanceof ZipRefused ? new AppError('VALIDATION_FAILED', error.message) : error;
  });
  try {
    if (unpacked.dirs.length === 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        'The zip holds no problem package (no problem.json, nor a Kattis problem.yaml)',
      );
    }
    const packages: ProblemPackage[] = [];
    const reasons: string[] = [];
    for (const dir of unpacked.dirs) {
      try {
        // Ours (problem.json) or a Kattis / ICPC package (problem.yaml).
        const pkg = await readAnyPackage(dir);
        // Every package is judged before any is imported, so a zip is all or nothing.
        const refusal = await packageRefusal(deps.judge, pkg);
        if (refusal) reasons.push(refusal);
        else packages.push(pkg);
      } catch (error) {
        if (!(error instanceof PackageError)) throw error;
        reasons.push(error.message);
      }
    }
    if (reasons.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Nothing was imported. ${reasons.join('\n')}`,
        reasons.map((reason) => ({ path: 'file', message: reason })),
      );
    }
    const imported = [];
    for (const pkg of packages) {
      const { created } = await importProblemPackage(deps, pkg, { verify: false });
      imported.push({ slug: pkg.extras.slug, created });
    }
    return imported;
  } finally {
    await unpacked.cleanup();
  }
}
