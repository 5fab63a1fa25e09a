import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { catalogueMap } from '../catalogue/catalogue-map';
import { exportProblemPackage } from '../catalogue/export-package';
import { importProblemPackage } from '../catalogue/import-catalogue';
import { exportKattisPackage } from '../catalogue/kattis/export-kattis';
import { readAnyPackage } from '../catalogue/kattis/read-kattis';
import { verifyKattisPackage } from '../catalogue/kattis/verify-kattis';
import { listPackageDirs, PackageError, type ProblemPackage } from '../catalogue/read-package';
import { packageDirsIn } from '../catalogue/unpack';
import {
  packageDigest,
  packagesToVerify,
  RECORD_FILE,
  readRecord,
  updateRecord,
} from '../catalogue/verification-record';
import { longestFirst } from '../catalogue/verify-order';
import {
  addCost,
  SLOW_MARGIN,
  type VerifyPhase,
  type VerifyReport,
  verifyProblemPackage,
} from '../catalogue/verify-package';
import { loadConfig } from '../config/config';
import { OWNER_ONLY_UMASK } from '../data-dir/owner-only';
import { openConfiguredDatabase } from '../db/open-configured';
import { AppError } from '../errors';
import { createJudgeHandle } from '../judging/create-judge-handle';
import { JudgeFailure } from '../judging/judge-failure';
import { bundledProblemsDir, serverRoot } from '../paths';
import { problemsRepository } from '../problems/repository';

const usage = `Usage: npm run problems -- <command>
  verify [SLUG...] [--dir DIR] [--skip-without-sandbox] [--slow-margin X]
         [--record] [--changed [--sample N] [--seed S]]
                                 judge every reference solution, template and slow solution
                                 of the catalogue (default: the bundled problems/) in the sandbox
                                 (a Kattis package's submissions against their folders' verdicts);
                                 the slow solutions must exceed X times the limit (default and
                                 least 1.5; authors check 2.5). --record writes the digests of
                                 the packages that passed into the catalogue's verified.json;
                                 --changed judges only the packages that differ from it, and N
                                 of the others (default 12) picked by the seed S
  import DIR|ZIP [--no-verify]   import one package or a folder/zip of packages into the
                                 configured database; the same slug again updates the problem
                                 (Kattis / ICPC packages with a problem.yaml too)
  export SLUG DIR [--format kattis]
                                 write a stored problem as a package folder (ours, or a
                                 Kattis / ICPC 2023-07-draft package)
  map                            rewrite docs/catalogue.md (problems by topic) from the packages`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string' },
    'no-verify': { type: 'boolean', default: false },
    'skip-without-sandbox': { type: 'boolean', default: false },
    'slow-margin': { type: 'string' },
    record: { type: 'boolean', default: false },
    changed: { type: 'boolean', default: false },
    sample: { type: 'string' },
    seed: { type: 'string' },
    format: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

async function main(): Promise<number> {
  // Like the server: what this writes into DATA_DIR is its account's alone.
  process.umask(OWNER_ONLY_UMASK);
  const [command, ...args] = positionals;
  if (values.help || !command) return printUsage(values.help ? 0 : 2);
  if (command === 'verify') return verify(args, values.dir ?? bundledProblemsDir);
  if (command === 'import' && args[0]) return importPackages(args[0], !values['no-verify']);
  if (command === 'export' && args[0] && args[1]) {
    if (values.format !== undefined && values.format !== 'kattis') return printUsage(2);
    return exportPackage(args[0], args[1], values.format === 'kattis');
  }
  if (command === 'map') return writeCatalogueMap();
  return printUsage(2);
}

async function writeCatalogueMap(): Promise<number> {
  const target = path.resolve(serverRoot, '../../docs/catalogue.md');
  await writeFile(target, await catalogueMap(bundledProblemsDir));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
  return 0;
}

function printUsage(code: number) {
  (code === 0 ? console.log : console.error)(usage);
  return code;
}

/** Runs `work` over items with at most `limit` in flight. */
async function inPool<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

async function verify(slugs: string[], catalogueDir: string): Promise<number> {
  const started = Date.now();
  const slowMargin = Number(values['slow-margin'] ?? SLOW_MARGIN);
  if (!(slowMargin >= SLOW_MARGIN)) {
    console.error(`--slow-margin must be a number of at least ${SLOW_MARGIN}`);
    return 2;
  }
  const sample = Number(values.sample ?? DEFAULT_SAMPLE);
  if (!Number.isInteger(sample) || sample < 0) {
    console.error('--sample must be a whole number of at least 0');
    return 2;
  }
  const config = loadConfig({ ...process.env, REDIS_URL: '' });
  const judge = await createJudgeHandle(config, process.env);
  if (judge.sandbox?.mode !== 'full' && judge.sandbox?.mode !== 'reduced') {
    await judge.close();
    if (values['skip-without-sandbox']) {
      console.warn(`verify skipped: no sandbox here (${judge.sandbox?.summary})`);
      return 0;
    }
    console.error(`Cannot verify: ${judge.sandbox?.summary}`);
    return 1;
  }
  const all = await listPackageDirs(catalogueDir);
  const named = slugs.length > 0 ? all.filter((dir) => slugs.includes(path.basename(dir))) : all;
  const missing = slugs.filter((slug) => !named.some((dir) => path.basename(dir) === slug));
  if (missing.length > 0) console.error(`Unknown problems: ${missing.join(', ')}`);
  const digests = new Map(
    await Promise.all(
      named.map(async (dir) => [path.basename(dir), await packageDigest(dir)] as const),
    ),
  );
  const dirs = values.changed ? await changedDirs(named, digests, catalogueDir, sample) : named;
  console.log(`Verifying ${dirs.length} problems (${judge.sandbox.summary})`);
  const ordered = await longestFirst(dirs);
  /** A Kattis / ICPC package: its submissions' verdicts, as on import (kattis/verify-kattis.ts). */
  const verifyKattis = async (pkg: ProblemPackage): Promise<VerifyReport> => {
    const kattis = await verifyKattisPackage(judge, pkg);
    const ok = kattis.problems.length === 0;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${pkg.extras.slug} (Kattis package, time limit ${kattis.timeLimitMs / 1000} s)`,
    );
    for (const line of kattis.lines) console.log(`       ${line}`);
    for (const problem of kattis.problems) console.log(`       - ${problem}`);
    return { slug: pkg.extras.slug, problems: kattis.problems, seconds: {}, cost: {} };
  };
  const reports = await inPool(
    ordered,
    availableParallelism(),
    async (dir): Promise<VerifyReport> => {
      try {
        const pkg = await readAnyPackage(dir);
        if (pkg.kattis) return await verifyKattis(pkg);
        const report = await verifyProblemPackage(judge, pkg, { slowMargin });
        const times = Object.entries(report.seconds)
          .map(([lang, s]) => `${lang} ${s.toFixed(2)}s`)
          .join(', ');
        const slowTest = report.slowTest ? ` on test ${report.slowTest}` : '';
        const slow = report.slowVerdict ? `; slow: ${report.slowVerdict}${slowTest}` : '';
        const wrong = (report.wrong ?? [])
          .map((w) =>
            w.found
              ? `; ${w.file}: ${w.chars} chars in ${w.tries} tries, ${(w.ms / 1000).toFixed(1)} s`
              : `; ${w.file}: none in ${w.tries} tries`,
          )
          .join('');
        console.log(
          `${report.problems.length === 0 ? 'ok  ' : 'FAIL'} ${report.slug} (${times}${slow}${wrong})`,
        );
        for (const problem of report.problems) console.log(`       - ${problem}`);
        return report;
      } catch (error) {
        const message =
          judgeFailureText(error) ?? (error instanceof Error ? error.message : String(error));
        console.log(`FAIL ${path.basename(dir)}\n       - ${message}`);
        return { slug: path.basename(dir), problems: [message], seconds: {}, cost: {} };
      }
    },
  );
  await judge.close();
  const failed = reports.filter((report) => report.problems.length > 0);
  if (values.record) {
    const failedSlugs = ordered.flatMap((dir, index) =>
      (reports[index]?.problems.length ?? 1) > 0 ? [path.basename(dir)] : [],
    );
    const passed = Object.fromEntries(
      ordered
        .map((dir) => path.basename(dir))
        .filter((slug) => !failedSlugs.includes(slug))
        .map((slug) => [slug, digests.get(slug) as string]),
    );
    const present = all.map((dir) => path.basename(dir));
    await updateRecord(catalogueDir, { passed, failed: failedSlugs, present });
    console.log(`recorded ${Object.keys(passed).length} passed packages in ${RECORD_FILE}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `verify: ${reports.length - failed.length} passed, ${failed.length} failed (${seconds} s)`,
  );
  console.log(`judged runs: ${costSummary(reports)}`);
  return failed.length > 0 || missing.length > 0 ? 1 : 0;
}

/**
 * The packages `--changed` verifies: those whose files differ from the record, and a sample of
 * the others (verification-record.ts).
 */
async function changedDirs(
  dirs: string[],
  digests: Map<string, string>,
  catalogueDir: string,
  sample: number,
): Promise<string[]> {
  const seed = values.seed ?? 'grindstone';
  const record = await readRecord(catalogueDir);
  const packages = dirs.map((dir) => ({
    slug: path.basename(dir),
    digest: digests.get(path.basename(dir)) as string,
  }));
  const { changed, sampled } = packagesToVerify(packages, record, { sample, seed });
  const named = changed.length > 0 && changed.length <= 20 ? ` (${changed.join(', ')})` : '';
  console.log(
    `${changed.length} of ${dirs.length} packages differ from ${RECORD_FILE}${named}; ${sampled.length} of the others are judged again as a sample (seed ${seed})`,
  );
  const chosen = new Set([...changed, ...sampled]);
  return dirs.filter((dir) => chosen.has(path.basename(dir)));
}

/** How many unchanged packages `--changed` judges again by default. */
const DEFAULT_SAMPLE = 12;

/**
 * A judge failure as the operator at the terminal reads it: said to be one, with its detail
 * (which the API keeps for the log), since it is no verdict on the package and trying again may
 * pass. Undefined for any other error.
 */
function judgeFailureText(error: unknown): string | undefined {
  if (!(error instanceof JudgeFailure)) return undefined;
  return `the judge failed, so the package was not judged (no verdict on it): ${error.logDetail}`;
}

/**
 * Runs and the judged programs' CPU seconds per part of the check, over the whole catalogue:
 * where verification time goes (compiles and the sandbox's own start-up are not included).
 */
function costSummary(reports: VerifyReport[]): string {
  const total: VerifyReport['cost'] = {};
  for (const report of reports) {
    for (const [phase, cost] of Object.entries(report.cost)) {
      addCost(total, phase as VerifyPhase, cost);
    }
  }
  return Object.entries(total)
    .map(([phase, cost]) => `${phase} ${cost.runs} (${cost.cpuSeconds.toFixed(1)} s CPU)`)
    .join(', ');
}

async function importPackages(source: string, verify: boolean): Promise<number> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const judge = await createJudgeHandle(config, process.env);
  const { dirs, cleanup } = await packageDirsIn(source);
  let failures = 0;
  try {
    for (const dir of dirs) {
      try {
        const pkg = await readAnyPackage(dir);
        const { created } = await importProblemPackage(
          { problems: problemsRepository(database.db), judge },
          pkg,
          { verify },
        );
        const limit = pkg.kattis ? ` (time limit ${pkg.input.timeLimitMs / 1000} s)` : '';
        console.log(`${created ? 'created' : 'updated'} ${pkg.extras.slug}${limit}`);
        for (const file of pkg.kattis?.ignored ?? []) {
          console.log(`  not judged: ${file}`);
        }
      } catch (error) {
        failures += 1;
        const known = error instanceof PackageError || error instanceof AppError;
        const why = judgeFailureText(error) ?? (known ? error.message : String(error));
        console.error(`rejected ${path.basename(dir)}: ${why}`);
      }
    }
  } finally {
    await cleanup();
    await judge.close();
    await database.close();
  }
  if (dirs.length === 0) console.error(`No problem packages found in ${source}`);
  return failures > 0 || dirs.length === 0 ? 1 : 0;
}

async function exportPackage(slug: string, targetDir: string, kattis: boolean): Promise<number> {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const problems = problemsRepository(database.db);
    const id = await problems.findIdBySlug(slug);
    const row = id ? await problems.findById(id) : undefined;
    if (!row) {
      console.error(`No problem with slug ${slug}`);
      return 1;
    }
    const dir = path.join(targetDir, slug);
    const write = kattis ? exportKattisPackage : exportProblemPackage;
    await write(row, await problems.findTests(row.id, true), dir, slug);
    console.log(`wrote ${dir}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
