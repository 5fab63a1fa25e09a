import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProblemRow } from '../db/schema';
import type { ProblemTests } from '../problems/repository';
import { checkerFolderFiles } from './checker-folder';
import {
  checkerFolder,
  inputScriptFiles,
  type ProblemManifest,
  packageFiles,
} from './package-schema';

const testName = (index: number, count: number) =>
  String(index + 1).padStart(count > 99 ? 3 : 2, '0');

/** Writes a stored problem as a package folder that `import` reads back unchanged. */
export async function exportProblemPackage(
  row: ProblemRow,
  tests: ProblemTests,
  dir: string,
  slug: string,
) {
  const all = [...tests.visible, ...tests.hidden];
  const manifest: ProblemManifest = {
    slug,
    title: row.title,
    difficulty: row.difficulty,
    tags: row.tags as ProblemManifest['tags'],
    ...(row.topics.length > 0 ? { topics: row.topics as ProblemManifest['topics'] } : {}),
    companies: row.companies,
    timeLimitMs: row.timeLimitMs,
    languageTimeLimitsMs: row.languageTimeLimitsMs,
    memoryLimitKb: row.memoryLimitKb,
    checker:
      row.checker === 'float'
        ? {
            type: 'float',
            absTolerance: row.floatTolerance ?? 1e-6,
            relTolerance: row.floatTolerance ?? 1e-6,
          }
        : row.checker === 'custom' && row.customChecker
          ? {
              type: 'custom',
              protocol: row.customChecker.protocol,
              ...(row.customChecker.args.length > 0 ? { args: row.customChecker.args } : {}),
            }
          : { type: row.checker },
    ...(row.testGroups.length > 0 ? { groups: row.testGroups } : {}),
    examples: tests.visible.map((test, index) => ({
      test: testName(index, all.length),
      explanation: test.explanation,
    })),
  };
  const files: Record<string, string> = {
    'problem.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'statement.md': row.description,
    'editorial.md': row.editorial,
    'hints.md': row.hints.map((hint, index) => `## Hint ${index + 1}\n\n${hint}\n`).join('\n'),
  };
  if (row.randomInputGenerator) files[inputScriptFiles.generator] = row.randomInputGenerator;
  if (row.inputValidator) files[inputScriptFiles.validator] = row.inputValidator;
  if (row.checker === 'custom' && row.customChecker) {
    Object.assign(files, checkerFolderFiles(row.customChecker, checkerFolder));
  }
  all.forEach((test, index) => {
    files[`tests/${testName(index, all.length)}.in`] = test.input;
    files[`tests/${testName(index, all.length)}.out`] = test.output;
  });
  for (const [kind, entries] of [
    ['solutions', row.referenceSolution],
    ['templates', row.startCode],
  ] as const) {
    for (const entry of entries) {
      const file = packageFiles[kind][entry.language as keyof (typeof packageFiles)[typeof kind]];
      if (file) files[file] = entry.code;
    }
  }
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), content);
  }
}
