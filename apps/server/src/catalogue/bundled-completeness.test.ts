import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledProblemsDir } from '../paths';
import { listPackageDirs, readProblemPackage } from './read-package';

/**
 * What every bundled package promises beyond the schema (docs/problem-format.md): topics to
 * filter by; a statement, examples with explanations, three graded hints and an editorial that
 * argues the complexity; the generator of its large tests; a slow solution named with its worst
 * test; and what the counterexample finder needs (a random-input generator, a validator and a
 * wrong solution that `verify` proves it catches). `verify` judges the rest (every language's
 * reference and template, the slow solution's time-out, the finder).
 */
describe('every bundled package', () => {
  it('has every part of a complete package', async () => {
    const dirs = await listPackageDirs(bundledProblemsDir);
    expect(dirs.length).toBeGreaterThan(0);
    const lacking: string[] = [];
    for (const dir of dirs) {
      const pkg = await readProblemPackage(dir);
      const { input, extras } = pkg;
      const missing = [
        input.topics.length === 0 && 'topics',
        input.companies.length === 0 && 'companies',
        input.description.trim() === '' && 'statement.md',
        (input.visibleTestCases.length < 2 ||
          input.visibleTestCases.some((example) => !example.explanation?.trim())) &&
          'two examples with explanations',
        extras.hints.length !== 3 && `three hints (has ${extras.hints.length})`,
        !/^## Complexity/m.test(extras.editorial) && 'an editorial with ## Complexity',
        !existsSync(path.join(dir, 'generator.js')) && 'generator.js',
        !pkg.slowCpp && 'slow/slow.cpp',
        pkg.slowCpp && pkg.slowWorstTest === undefined && 'slowWorstTest',
        !input.randomInputGenerator && 'random.js',
        !input.inputValidator && 'validator.js',
        pkg.wrongSolutions.length === 0 && 'wrong/',
      ].filter(Boolean);
      if (missing.length > 0) lacking.push(`${extras.slug}: ${missing.join(', ')}`);
    }
    expect(lacking).toEqual([]);
  });
});
