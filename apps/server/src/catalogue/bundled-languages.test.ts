import { languageIds, languages } from '@grindstone/contract';
import { describe, expect, it } from 'vitest';
import { bundledProblemsDir } from '../paths';
import { listPackageDirs, readProblemPackage } from './read-package';

// An imported package may leave Python out, but the bundled catalogue promises every language:
// a learner who picks any of them finds start code, and verify judges a reference in each.
describe('the bundled catalogue in every language', () => {
  it('gives every problem start code and a reference solution in all four languages', async () => {
    const labels = languageIds.map((id) => languages[id].label).sort();
    const dirs = await listPackageDirs(bundledProblemsDir);
    expect(dirs.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const dir of dirs) {
      const { input, extras } = await readProblemPackage(dir);
      const present = (entries: { language: string; code: string }[]) =>
        entries
          .filter((entry) => entry.code.trim() !== '')
          .map((entry) => entry.language)
          .sort();
      const templates = present(
        input.startCode.map((entry) => ({ language: entry.language, code: entry.initialCode })),
      );
      const solutions = present(
        input.referenceSolution.map((entry) => ({
          language: entry.language,
          code: entry.completeCode,
        })),
      );
      if (templates.join() !== labels.join())
        missing.push(`${extras.slug} templates: ${templates}`);
      if (solutions.join() !== labels.join())
        missing.push(`${extras.slug} solutions: ${solutions}`);
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
