import { describe, expect, it } from 'vitest';
import { bundledProblemsDir } from '../paths';
import { listPackageDirs, readProblemPackage } from './read-package';

// What every bundled package promises beyond the schema: topics to filter by, and what the
// counterexample finder needs (a random-input generator and validator, and a wrong solution
// that `verify` proves it catches).
describe('every bundled package', () => {
  it('has topics, random.js, validator.js and a wrong solution', async () => {
    const dirs = await listPackageDirs(bundledProblemsDir);
    expect(dirs.length).toBeGreaterThan(0);
    const lacking: string[] = [];
    for (const dir of dirs) {
      const pkg = await readProblemPackage(dir);
      const missing = [
        pkg.input.topics.length === 0 ? 'topics' : '',
        pkg.input.randomInputGenerator ? '' : 'random.js',
        pkg.input.inputValidator ? '' : 'validator.js',
        pkg.wrongSolutions.length === 0 ? 'wrong/' : '',
      ].filter(Boolean);
      if (missing.length > 0) lacking.push(`${pkg.extras.slug}: ${missing.join(', ')}`);
    }
    expect(lacking).toEqual([]);
  });
});
