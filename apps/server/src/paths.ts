import path from 'node:path';

// This file sits directly in src/, and the bundle's entry directly in dist/: both are one level
// under apps/server, so these resolve the same from source (tests, tsx) and from the build.
export const serverRoot = path.resolve(import.meta.dirname, '..');

export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const defaultWebDistDir = path.resolve(serverRoot, '../web/dist');
export const rootPackageJson = path.resolve(serverRoot, '../../package.json');
/** The problem catalogue shipped with the platform (see docs/problem-format.md). */
export const bundledProblemsDir = path.resolve(serverRoot, '../../problems');
/** The bundled sheets (paths through the catalogue), stored at first start like it. */
export const bundledSheetsDir = path.resolve(serverRoot, '../../sheets');

const runningFromBundle = path.basename(import.meta.dirname) === 'dist';

/**
 * How to start the judge process: the bundle beside main.js (`dist/judge-process.js`), or, when
 * the server runs from source (tests, tsx), the judge package's TypeScript entry under tsx.
 */
export const judgeProcessSpawn = runningFromBundle
  ? { entry: path.join(serverRoot, 'dist/judge-process.js'), execArgv: ['--enable-source-maps'] }
  : {
      entry: path.resolve(serverRoot, '../../packages/judge/src/process/child-main.ts'),
      execArgv: ['--import', 'tsx'],
      cwd: serverRoot,
    };

/** The similarity job's worker thread (classes/similarity/run-in-worker.ts). */
export const similarityWorkerEntry = runningFromBundle
  ? path.join(serverRoot, 'dist/similarity-worker.js')
  : path.resolve(serverRoot, 'src/classes/similarity/worker-main.ts');
