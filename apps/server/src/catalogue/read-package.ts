import fs from 'node:fs/promises';
import path from 'node:path';
import {
  containsNul,
  isOriginalLanguage,
  type LanguageFacets,
  type LanguageId,
  languageIds,
  languages,
  NUL_TEXT_MESSAGE,
  type ProblemInput,
  problemInputSchema,
} from '@grindstone/contract';
import { testGroupsProblem } from '../judging/score';
import type { ProblemExtras } from '../problems/problem-mapping';
import { readCheckerFolder } from './checker-folder';
import type { KattisPart } from './kattis/read-kattis';
import { checkerFolder, inputScriptFiles, problemManifestSchema } from './package-schema';

export interface ProblemPackage {
  input: ProblemInput;
  extras: Required<ProblemExtras> & { slug: string };
  /** The naive solution that must get Time Limit Exceeded, when the package has one. */
  slowCpp?: string;
  /**
   * The test the package names as the slow solution's worst (`slowWorstTest`), as an index into
   * the judged tests (visible first, then hidden): verification tries it first.
   */
  slowWorstTest?: number;
  /** Deliberately wrong solutions (`wrong/`), by file name: the finder must catch each. */
  wrongSolutions: WrongSolution[];
  /** A Kattis / ICPC package's submissions and time-limit rules (kattis/read-kattis.ts). */
  kattis?: KattisPart;
}

export interface WrongSolution {
  file: string;
  language: LanguageId;
  code: string;
}

export class PackageError extends Error {
  constructor(
    readonly packageDir: string,
    readonly problems: string[],
  ) {
    super(`${path.basename(packageDir)}: ${problems.join('; ')}`);
  }
}

const readText = (dir: string, file: string) => fs.readFile(path.join(dir, file), 'utf8');
const readOptional = (dir: string, file: string) => readText(dir, file).catch(() => undefined);
/** A file the package needs; a failure names the package-relative file, never a host path. */
const readRequired = (dir: string, file: string) =>
  readText(dir, file).catch(() => {
    throw new PackageError(dir, [`${file} cannot be read`]);
  });

/** `## Hint 1 … ## Hint 2 …` → one string per hint. */
export function splitHints(markdown: string): string[] {
  return markdown
    .split(/^##\s+Hint\s+\d+\s*$/m)
    .map((hint) => hint.trim())
    .filter(Boolean);
}

/**
 * Reads and validates one problem folder with the same zod schema the create-problem API uses,
 * so a package that imports is a problem an admin could have typed in.
 */
export async function readProblemPackage(dir: string): Promise<ProblemPackage> {
  const problems: string[] = [];
  const manifestJson = await readText(dir, 'problem.json').catch(() => {
    throw new PackageError(dir, ['problem.json is missing']);
  });
  let manifestValue: unknown;
  try {
    manifestValue = JSON.parse(manifestJson);
  } catch (error) {
    throw new PackageError(dir, [`problem.json is not valid JSON (${(error as Error).message})`]);
  }
  const manifest = problemManifestSchema.safeParse(manifestValue);
  if (!manifest.success) {
    throw new PackageError(
      dir,
      manifest.error.issues.map(
        (issue) => `problem.json ${issue.path.join('.')}: ${issue.message}`,
      ),
    );
  }
  const meta = manifest.data;
  if (meta.slug !== path.basename(dir))
    problems.push(`slug "${meta.slug}" must equal the folder name`);

  const testNames = (
    await fs.readdir(path.join(dir, 'tests'), { withFileTypes: true }).catch(() => [])
  )
    .filter((entry) => entry.isFile() && entry.name.endsWith('.in'))
    .map((entry) => entry.name.slice(0, -3))
    .sort();
  const tests = await Promise.all(
    testNames.map(async (name) => ({
      name,
      input: await readRequired(dir, `tests/${name}.in`),
      output: await readOptional(dir, `tests/${name}.out`),
    })),
  );
  for (const test of tests)
    if (test.output === undefined) problems.push(`tests/${test.name}.out is missing`);
  const explanations = new Map(meta.examples.map((example) => [example.test, example.explanation]));
  for (const name of explanations.keys()) {
    if (!testNames.includes(name)) problems.push(`example test ${name} does not exist in tests/`);
  }

  // The original three languages' files are required (a missing one is reported by the schema
  // as empty code); another language's (Python's) may be left out of a package.
  const code = async (kind: keyof LanguageFacets['packageFiles']) => {
    const entries = await Promise.all(
      languageIds.map(async (id) => ({
        id,
        language: languages[id].label,
        code: await readOptional(dir, languages[id].packageFiles[kind]),
      })),
    );
    return entries
      .filter((entry) => isOriginalLanguage(entry.id) || entry.code !== undefined)
      .map((entry) => ({ language: entry.language, code: entry.code ?? '' }));
  };
  const [statement, hints, editorial, solutions, templates, slowCpp, generator, validator] =
    await Promise.all([
      readOptional(dir, 'statement.md'),
      readOptional(dir, 'hints.md'),
      readOptional(dir, 'editorial.md'),
      code('solution'),
      code('template'),
      readOptional(dir, 'slow/slow.cpp'),
      readOptional(dir, inputScriptFiles.generator),
      readOptional(dir, inputScriptFiles.validator),
    ]);
  problems.push(...statementRepeats(statement ?? '', meta.title));
  const checkerProgram =
    meta.checker.type === 'custom'
      ? await readCheckerFolder(dir, checkerFolder, problems)
      : undefined;
  if (meta.checker.type === 'custom' && !meta.checker.protocol)
    problems.push('problem.json checker.protocol: "kattis" or "testlib" for a custom checker');
  const wrongSolutions = await readWrongSolutions(dir, problems);
  if ((generator === undefined) !== (validator === undefined))
    problems.push(`${inputScriptFiles.generator} and ${inputScriptFiles.validator} come together`);
  if (wrongSolutions.length > 0 && generator === undefined)
    problems.push(`wrong/ needs ${inputScriptFiles.generator} to find its counterexamples`);

  const parsed = problemInputSchema.safeParse({
    title: meta.title,
    description: statement ?? '',
    difficulty: meta.difficulty,
    tags: meta.tags,
    topics: meta.topics,
    companies: meta.companies,
    visibleTestCases: tests
      .filter((test) => explanations.has(test.name))
      .map((test) => ({
        input: test.input,
        output: test.output ?? '',
        explanation: explanations.get(test.name),
      })),
    hiddenTestCases: tests
      .filter((test) => !explanations.has(test.name))
      .map((test) => ({ input: test.input, output: test.output ?? '' })),
    startCode: templates.map((entry) => ({ language: entry.language, initialCode: entry.code })),
    referenceSolution: solutions.map((entry) => ({
      language: entry.language,
      completeCode: entry.code,
    })),
    timeLimitMs: meta.timeLimitMs,
    languageTimeLimitsMs: meta.languageTimeLimitsMs,
    memoryLimitKb: meta.memoryLimitKb,
    checker: meta.checker.type,
    floatTolerance: meta.checker.absTolerance ?? meta.checker.relTolerance,
    customChecker:
      checkerProgram && meta.checker.protocol
        ? { ...checkerProgram, protocol: meta.checker.protocol, args: meta.checker.args ?? [] }
        : undefined,
    testGroups: meta.groups,
    randomInputGenerator: generator,
    inputValidator: validator,
  });
  if (!parsed.success) {
    problems.push(
      ...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const groupsProblem = testGroupsProblem(
    meta.groups ?? [],
    tests.filter((test) => !explanations.has(test.name)).length,
  );
  if (groupsProblem) problems.push(`problem.json groups: ${groupsProblem}`);
  // The editorial and hints are stored as they are, outside the create-problem schema.
  for (const [file, text] of [
    ['editorial.md', editorial],
    ['hints.md', hints],
  ] as const) {
    if (text !== undefined && containsNul(text)) problems.push(`${file}: ${NUL_TEXT_MESSAGE}`);
  }
  // The order `judgeTests` gives them: the visible tests, then the hidden ones.
  const judgedNames = [
    ...testNames.filter((name) => explanations.has(name)),
    ...testNames.filter((name) => !explanations.has(name)),
  ];
  const slowWorstTest = meta.slowWorstTest ? judgedNames.indexOf(meta.slowWorstTest) : undefined;
  if (meta.slowWorstTest && slowWorstTest === -1)
    problems.push(`slowWorstTest ${meta.slowWorstTest} does not exist in tests/`);
  if (meta.slowWorstTest && slowCpp === undefined)
    problems.push('slowWorstTest names a test, but there is no slow/slow.cpp');
  if (problems.length > 0 || !parsed.success) throw new PackageError(dir, problems);
  return {
    input: parsed.data,
    extras: { slug: meta.slug, editorial: editorial ?? '', hints: splitHints(hints ?? '') },
    slowCpp,
    slowWorstTest,
    wrongSolutions,
  };
}

/**
 * What a statement must not hold: the page renders the title and the examples (from
 * `problem.json` and `tests/`) itself, so a statement that repeats them shows them twice, in
 * two wordings that drift apart.
 */
export function statementRepeats(statement: string, title: string): string[] {
  const found: string[] = [];
  const heading = statement.trimStart().split('\n')[0] ?? '';
  const headingText = heading
    .replace(/^#+\s*/, '')
    .trim()
    .toLowerCase();
  if (/^#\s/.test(heading) && headingText === title.trim().toLowerCase()) {
    found.push('statement.md repeats the title as its heading (the page shows the title)');
  }
  if (/^#{1,3}\s*Examples?\b/im.test(statement)) {
    found.push(
      'statement.md has an Examples section (the page shows the examples from problem.json and tests/)',
    );
  }
  return found;
}

/** `wrong/<file>`: any language, told by the extension its reference file has. */
async function readWrongSolutions(dir: string, problems: string[]): Promise<WrongSolution[]> {
  const files = await fs.readdir(path.join(dir, 'wrong')).catch(() => [] as string[]);
  const found: WrongSolution[] = [];
  for (const file of files.sort()) {
    const language = languageIds.find((id) =>
      file.endsWith(path.extname(languages[id].packageFiles.solution)),
    );
    if (!language) {
      problems.push(`wrong/${file}: the extension names no language`);
      continue;
    }
    found.push({ file, language, code: await readRequired(dir, `wrong/${file}`) });
  }
  return found;
}

/**
 * Every problem folder directly inside `root`: one holding a problem.json, or a Kattis / ICPC
 * package's problem.yaml.
 */
export async function listPackageDirs(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { withFileTypes: true });
  const dirs = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, entry.name));
  const withManifest = await Promise.all(
    dirs.map(async (dir) =>
      (await readOptional(dir, 'problem.json')) !== undefined ||
      (await readOptional(dir, 'problem.yaml')) !== undefined
        ? dir
        : undefined,
    ),
  );
  return withManifest.filter((dir): dir is string => dir !== undefined).sort();
}
