import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isAccepted, isRuntimeError, JudgeStatus, judgeStatusIds, ranToCompletion } from './judge';

describe('what a status id means', () => {
  it('counts only Accepted as passed', () => {
    expect(judgeStatusIds.filter(isAccepted)).toEqual([JudgeStatus.accepted]);
  });

  it('names the six runtime errors (7 to 12) and nothing else as one', () => {
    expect(judgeStatusIds.filter(isRuntimeError)).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('says a program ran to its end only when its output was compared', () => {
    expect(judgeStatusIds.filter(ranToCompletion)).toEqual([3, 4]);
  });
});

// Code outside the contract asks the helpers above (or names `JudgeStatus.*`) instead of
// spelling status numbers: a second spelling of the table is how verdicts drift apart.
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const scannedFolders = ['apps/server/src', 'apps/web/src', 'packages/judge/src'];

const statusLiteral = [
  /status_?[iI]d\s*(===|!==|==|!=)\s*\d/, // test.status_id === 3
  /\d\s*(===|!==|==|!=)\s*\S*status_?[iI]d\b/, // 3 === test.status_id
  /\bstatus_?[iI]d\s*:\s*\d/, // { statusId: 13 }
  /\[\s*\d+(\s*,\s*\d+)+\s*\]\.includes\(\s*\S*status_?[iI]d/, // [3, 4].includes(run.status_id)
  /\b(ACCEPTED|[A-Z_]*(ERROR|VERDICT|STATUS)S?)\s*=\s*(new Set\(\[\s*)?\d/, // const ACCEPTED = 3
];

function sourceFiles(path: string): string[] {
  if (/\.tsx?$/.test(path)) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(child);
    // Tests may spell the numbers: they check what goes over the wire.
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

describe('one verdict vocabulary', () => {
  it('has no status number literal outside the contract', () => {
    const found: string[] = [];
    for (const folder of scannedFolders) {
      for (const file of sourceFiles(join(repositoryRoot, folder))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (statusLiteral.some((pattern) => pattern.test(line))) {
              found.push(`${relative(repositoryRoot, file)}:${index + 1}: ${line.trim()}`);
            }
          });
      }
    }
    expect(found).toEqual([]);
  });
});
