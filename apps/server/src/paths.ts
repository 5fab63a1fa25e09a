import path from 'node:path';

// This file sits directly in src/, and the bundle's entry directly in dist/: both are one level
// under apps/server, so these resolve the same from source (tests, tsx) and from the build.
const serverRoot = path.resolve(import.meta.dirname, '..');

export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const defaultWebDistDir = path.resolve(serverRoot, '../web/dist');
export const rootPackageJson = path.resolve(serverRoot, '../../package.json');
/** The problem catalogue shipped with the platform (see docs/problem-format.md). */
export const bundledProblemsDir = path.resolve(serverRoot, '../../problems');
