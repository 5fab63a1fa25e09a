import fs from 'node:fs/promises';
import path from 'node:path';
import { toLanguageId } from '@grindstone/contract';
import { javaMainClass } from '@grindstone/judge';
import { zipSync } from 'fflate';
import { stringify } from 'yaml';
import type { ProblemRow } from '../../db/schema';
import type { ProblemTests } from '../../problems/repository';
import { checkerFolderFiles } from '../checker-folder';
import { slugify } from '../zip-package';

const fileNames = { cpp: 'solution.cpp', javascript: 'solution.js', python: 'solution.py' };

/** `type`: pass-fail (the default, left out), scoring (test groups), interactive. */
function problemType(row: ProblemRow) {
  const types = [
    ...(row.testGroups.length > 0 ? ['scoring'] : []),
    ...(row.checker === 'custom' && row.customChecker?.interactive ? ['interactive'] : []),
  ];
  if (types.length === 0) return {};
  return { type: types.length === 1 ? types[0] : types };
}

/**
 * A stored problem as the files of a Kattis / ICPC package (2023-07-draft), by package-relative
 * name: `problem.yaml` (name, limits, keywords), the statement as Markdown, `data/sample` (the
 * visible tests, each explanation as the test's `.desc`), `data/secret` (the hidden tests),
 * `data/testdata.yaml` with the default validator's flags that give our checker (below), and
 * `submissions/accepted` from the reference solutions. Reading it back (read-kattis.ts) gives
 * the same title, statement, limits, tests, references and checker, and the difficulty, tags
 * and topics through the keywords. Hints, the editorial, companies and start code have no place
 * in the format and are left out.
 */
export function kattisPackageFiles(row: ProblemRow, tests: ProblemTests): Record<string, string> {
  const keywords = [row.difficulty, ...row.tags, ...row.topics];
  const problemYaml = {
    problem_format_version: '2023-07-draft',
    ...problemType(row),
    name: row.title,
    uuid: row.id,
    license: 'unknown',
    ...(keywords.length > 0 ? { keywords } : {}),
    limits: {
      time_limit: row.timeLimitMs / 1000,
      memory: Math.ceil(row.memoryLimitKb / 1024),
    },
  };
  const files: Record<string, string> = {
    'problem.yaml': stringify(problemYaml),
    'statement/problem.en.md': row.description.endsWith('\n')
      ? row.description
      : `${row.description}\n`,
    'data/testdata.yaml': `output_validator_flags: ${validatorFlags(row)}\n`,
  };
  if (row.checker === 'custom' && row.customChecker) {
    // A testlib checker is called differently; Kattis tools would run it the Kattis way.
    if (row.customChecker.protocol !== 'kattis') throw new KattisExportRefused(testlibRefusal);
    Object.assign(files, checkerFolderFiles(row.customChecker, 'output_validator'));
  }
  const width = (count: number) => (count > 99 ? 3 : 2);
  tests.visible.forEach((test, index) => {
    const name = `data/sample/${String(index + 1).padStart(width(tests.visible.length), '0')}`;
    files[`${name}.in`] = test.input;
    files[`${name}.ans`] = test.output;
    if (test.explanation) files[`${name}.desc`] = `${test.explanation.trim()}\n`;
  });
  Object.assign(files, secretFiles(row, tests.hidden, width));
  for (const entry of row.referenceSolution) {
    const language = toLanguageId(entry.language);
    if (!language) continue;
    // Java's file is named after its public class, as javac (and Kattis) want it.
    const file = language === 'java' ? `${javaMainClass(entry.code)}.java` : fileNames[language];
    files[`submissions/accepted/${file}`] = entry.code;
  }
  return files;
}

/**
 * The hidden tests as `data/secret/NN`, or with test groups each group's tests in a folder of
 * its own whose `testdata.yaml` gives the group's points all or nothing (`accept_score` per test,
 * graded `min`), as read-kattis.ts reads them back.
 */
function secretFiles(
  row: ProblemRow,
  hidden: ProblemTests['hidden'],
  width: (count: number) => number,
): Record<string, string> {
  const files: Record<string, string> = {};
  const write = (folder: string, group: ProblemTests['hidden']) =>
    group.forEach((test, index) => {
      const name = `${folder}/${String(index + 1).padStart(width(group.length), '0')}`;
      files[`${name}.in`] = test.input;
      files[`${name}.ans`] = test.output;
    });
  if (row.testGroups.length === 0) {
    write('data/secret', hidden);
    return files;
  }
  let next = 0;
  for (const group of row.testGroups) {
    const folder = `data/secret/${groupFolder(group.name)}`;
    write(folder, hidden.slice(next, next + group.tests));
    next += group.tests;
    files[`${folder}/testdata.yaml`] = stringify({
      on_reject: 'break',
      accept_score: group.points,
      grader_flags: 'min',
    });
  }
  return files;
}

/** A group's folder: its name when that is a plain folder name (as Kattis groups are). */
const groupFolder = (name: string) =>
  /^[A-Za-z0-9_-]{1,60}$/.test(name) ? name : slugify(name) || 'group';

/**
 * Our checker as the Kattis default validator's flags: `tokens` is its default token comparison
 * (made case-sensitive, as ours is), `default` also counts whitespace changes, and `float`
 * accepts numbers within the tolerance, absolute or relative.
 */
function validatorFlags(row: ProblemRow): string {
  if (row.checker === 'custom') return row.customChecker?.args.join(' ') ?? '';
  if (row.checker === 'float') return `float_tolerance ${row.floatTolerance ?? 1e-6}`;
  if (row.checker === 'tokens') return 'case_sensitive';
  return 'case_sensitive space_change_sensitive';
}

const testlibRefusal =
  "This problem's checker uses testlib's protocol; the Kattis format calls its validator another way. Export it in Grindstone's format.";

/** A problem the Kattis format cannot carry; the message is the admin's to read. */
export class KattisExportRefused extends Error {}

/** Writes a stored problem as a Kattis package folder (`npm run problems -- export --format kattis`). */
export async function exportKattisPackage(
  row: ProblemRow,
  tests: ProblemTests,
  dir: string,
  _slug?: string,
): Promise<void> {
  for (const [file, content] of Object.entries(kattisPackageFiles(row, tests))) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), content);
  }
}

/** A stored problem as a zip of one Kattis package folder named after its slug. */
export function zipKattisPackage(row: ProblemRow, tests: ProblemTests, slug: string): Uint8Array {
  const encoder = new TextEncoder();
  const files: Record<string, Uint8Array> = {};
  for (const [file, content] of Object.entries(kattisPackageFiles(row, tests))) {
    files[`${slug}/${file}`] = encoder.encode(content);
  }
  return zipSync(files, { level: 6 });
}
