import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type LanguageId,
  languageIds,
  languages,
  problemInputSchema,
  referenceSolutionSchema,
  type TestGroup,
  text,
} from '@grindstone/contract';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { readCheckerFolder } from '../checker-folder';
import {
  PackageError,
  type ProblemPackage,
  readProblemPackage,
  statementRepeats,
} from '../read-package';
import { ZipRefused } from '../zip-entries';
import { slugify } from '../zip-package';
import { latexToMarkdown } from './latex';
import { type KattisMeta, KattisYamlError, readKattisMeta } from './problem-yaml';
import { kattisTemplates } from './templates';

/** The folders of `submissions/` whose verdicts an import checks, as problemtools does. */
export const kattisVerdicts = {
  accepted: 'Accepted',
  partially_accepted: 'a partial score',
  wrong_answer: 'Wrong Answer',
  time_limit_exceeded: 'Time Limit Exceeded',
  run_time_error: 'Run Time Error',
} as const;
export type KattisVerdict = keyof typeof kattisVerdicts;

export interface KattisSubmission {
  /** Package-relative, `submissions/accepted/hello.cc`. */
  file: string;
  verdict: KattisVerdict;
  language: LanguageId;
  code: string;
}

/** What a Kattis package adds to the package for its verification (verify-kattis.ts). */
export interface KattisPart {
  format: KattisMeta['format'];
  /** Every submission in a language Grindstone judges; each must get its folder's verdict. */
  submissions: KattisSubmission[];
  /** Whether the package fixes the time limit; otherwise verification derives it. */
  fixedTimeLimit: boolean;
  acToTimeLimit: number;
  timeLimitToTle: number;
  timeResolution: number;
  /** Submissions Grindstone does not judge (another language, several files), with why. */
  ignored: string[];
}

/** Source file extensions of the languages Grindstone judges. */
const extensions: Record<string, LanguageId> = {
  '.cc': 'cpp',
  '.cpp': 'cpp',
  '.cxx': 'cpp',
  '.c++': 'cpp',
  '.java': 'java',
  '.js': 'javascript',
  '.py': 'python',
  '.py3': 'python',
};

const MAX_TEST_TEXT = 8 * 1024 * 1024;
/** The create-problem schema, relaxed where Kattis packages legitimately differ from ours. */
const kattisInputSchema = problemInputSchema.extend({
  // Packages may have no samples, and empty input (or output) files.
  visibleTestCases: z
    .array(
      z.object({
        input: text().max(MAX_TEST_TEXT),
        output: text().max(MAX_TEST_TEXT),
        explanation: text().trim().min(1).max(5000),
      }),
    )
    .max(20, 'At most 20 samples (data/sample)'),
  hiddenTestCases: z
    .array(z.object({ input: text().max(MAX_TEST_TEXT), output: text().max(MAX_TEST_TEXT) }))
    .min(1, 'data/secret has no test cases')
    .max(200, 'At most 200 secret test cases (data/secret)'),
  // One accepted submission per language it has, in any of the languages Grindstone judges.
  referenceSolution: z
    .array(referenceSolutionSchema)
    .min(
      1,
      'submissions/accepted has no program in a language Grindstone judges (C++, Java, JavaScript, Python)',
    ),
});

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
const readOptional = (file: string) => fs.readFile(file, 'utf8').catch(() => undefined);

/** Whether `dir` is a Kattis / ICPC problem package (it has problem.yaml, not problem.json). */
export async function isKattisPackage(dir: string): Promise<boolean> {
  return (
    (await exists(path.join(dir, 'problem.yaml'))) &&
    !(await exists(path.join(dir, 'problem.json')))
  );
}

/** A problem folder of either format: ours (problem.json) or a Kattis / ICPC package. */
export async function readAnyPackage(dir: string): Promise<ProblemPackage> {
  return (await isKattisPackage(dir)) ? readKattisPackage(dir) : readProblemPackage(dir);
}

/**
 * The folder a Kattis package zipped at its root is unpacked into: its name as a slug (its
 * short name, the folder's, is not in the zip). A slug is safe as a folder name.
 */
export function kattisRootFolder(yamlBytes: Uint8Array): string {
  try {
    const meta = readKattisMeta(new TextDecoder().decode(yamlBytes), { hasOutputValidator: false });
    return slugify(meta.name ?? 'problem');
  } catch (error) {
    if (error instanceof KattisYamlError) throw new ZipRefused(error.message);
    throw error;
  }
}

/** A folder name as a package slug (the Kattis short name is the folder's name). */
export function kattisSlug(folder: string, name?: string): string {
  const slug = slugify(folder);
  return slug === 'problem' && name ? slugify(name) : slug;
}

/**
 * Reads a Kattis / ICPC problem package (legacy or 2023-07-draft) as a Grindstone package:
 * everything the format can say that Grindstone can judge today, validated with the
 * create-problem schema (relaxed for what Kattis packages may lack: samples, non-empty inputs,
 * a program in every language). A custom output validator in C or C++ becomes the problem's
 * checker (Kattis protocol), interactive or not; an interactive problem's sample interactions
 * (`data/sample/*.interaction`) join its statement. A package that needs what is not supported
 * (a scoring validator, a validator in another language, a statement construct without a
 * Markdown form) is refused with the reasons, naming each.
 */
export async function readKattisPackage(dir: string): Promise<ProblemPackage> {
  const problems: string[] = [];
  const yamlText = await readOptional(path.join(dir, 'problem.yaml'));
  if (yamlText === undefined) throw new PackageError(dir, ['problem.yaml is missing']);
  const flags = await outputValidatorFlags(dir, problems);
  let meta: KattisMeta;
  try {
    meta = readKattisMeta(yamlText, {
      outputValidatorFlags: flags,
      hasOutputValidator:
        (await exists(path.join(dir, 'output_validator'))) ||
        (await exists(path.join(dir, 'output_validators'))),
      timelimitFile: await readOptional(path.join(dir, '.timelimit')),
    });
  } catch (error) {
    if (error instanceof KattisYamlError) throw new PackageError(dir, [error.message]);
    throw error;
  }
  problems.push(...meta.unsupported);
  const validator =
    meta.checker.type === 'custom' ? await readOutputValidator(dir, problems) : undefined;

  const statement = await readStatement(dir, meta.format);
  problems.push(...statement.errors);
  const title = meta.name ?? statement.title;
  if (!title) problems.push('problem.yaml has no name (nor the statement a \\problemname)');
  const description =
    dropTitleHeading(statement.markdown, title ?? '') +
    (meta.interactive ? interactionSection(await readInteractions(dir)) : '');
  problems.push(...statementRepeats(description, title ?? ''));

  const samples = await readTests(dir, 'data/sample', problems);
  const secret = await readTests(dir, 'data/secret', problems);
  const { submissions, ignored } = await readSubmissions(dir);
  const references = languageIds.flatMap((language) => {
    const first = submissions.find((s) => s.verdict === 'accepted' && s.language === language);
    return first ? [{ language: languages[language].label, completeCode: first.code }] : [];
  });

  const memoryLimitKb =
    meta.memoryMib === undefined ? undefined : Math.round(meta.memoryMib * 1024);
  const parsed = kattisInputSchema.safeParse({
    title: title ?? '',
    description,
    difficulty: meta.difficulty,
    tags: meta.tags,
    topics: meta.topics,
    companies: [],
    visibleTestCases: samples.map((test, index) => ({
      input: test.input,
      output: test.output,
      explanation: test.description?.trim() || `Sample ${index + 1} of the problem package.`,
    })),
    hiddenTestCases: secret.map((test) => ({ input: test.input, output: test.output })),
    startCode: Object.entries(kattisTemplates).map(([language, initialCode]) => ({
      language,
      initialCode,
    })),
    referenceSolution: references,
    // Without a fixed limit, verification derives it from the accepted submissions' times.
    timeLimitMs: meta.timeLimitMs,
    memoryLimitKb,
    checker: meta.checker.type,
    floatTolerance: meta.checker.tolerance,
    customChecker: validator && {
      ...validator,
      protocol: 'kattis',
      args: meta.validatorArgs,
      ...(meta.interactive ? { interactive: true } : {}),
    },
    testGroups: meta.scoring ? await scoringGroups(dir, secret, problems) : [],
  });
  if (!parsed.success) {
    problems.push(
      ...parsed.error.issues.map((issue) => {
        const where = issue.path.join('.');
        if (where === 'memoryLimitKb')
          return `limits.memory ${meta.memoryMib} MiB: Grindstone allows 32 to 1024 MiB`;
        if (where === 'timeLimitMs')
          return `the time limit ${(meta.timeLimitMs ?? 0) / 1000} s: Grindstone allows 0.1 to 20 s`;
        return `${where}: ${issue.message}`;
      }),
    );
  }
  if (problems.length > 0 || !parsed.success) throw new PackageError(dir, problems);
  return {
    input: parsed.data,
    extras: { slug: kattisSlug(path.basename(dir), title), editorial: '', hints: [] },
    wrongSolutions: [],
    kattis: {
      format: meta.format,
      submissions,
      fixedTimeLimit: meta.timeLimitMs !== undefined,
      acToTimeLimit: meta.acToTimeLimit,
      timeLimitToTle: meta.timeLimitToTle,
      timeResolution: meta.timeResolution,
      ignored,
    },
  };
}

/**
 * A scoring package's secret test groups as our subtasks. Each folder of `data/secret` is a
 * group whose tests score its `testdata.yaml`'s `accept_score` (default 1) each: graded `min`
 * (all or nothing, as subtasks are) it is one group of that score; graded by the default sum,
 * each test is a group of its own. Tests directly in `data/secret` are groups of their own too.
 */
async function scoringGroups(
  dir: string,
  secret: KattisTest[],
  problems: string[],
): Promise<TestGroup[]> {
  const groups: TestGroup[] = [];
  const settings = new Map<string, { score: number; allOrNothing: boolean }>();
  const settingsOf = async (folder: string) => {
    const known = settings.get(folder);
    if (known) return known;
    const text = await readOptional(path.join(dir, 'data', folder, 'testdata.yaml'));
    let config: Record<string, unknown> = {};
    try {
      config = (text ? parseYaml(text) : null) ?? {};
    } catch {
      // Reported by outputValidatorFlags, which reads every testdata.yaml first.
    }
    const score = Number(config.accept_score ?? 1);
    if (!(score >= 0)) problems.push(`data/${folder}/testdata.yaml: accept_score must be a number`);
    const flags = String(config.grader_flags ?? '').split(/\s+/);
    const found = { score: score >= 0 ? score : 0, allOrNothing: flags.includes('min') };
    settings.set(folder, found);
    return found;
  };
  for (const test of secret) {
    const slash = test.name.indexOf('/');
    const folder = slash >= 0 ? `secret/${test.name.slice(0, slash)}` : 'secret';
    const { score, allOrNothing } = await settingsOf(folder);
    const last = groups.at(-1);
    const name = allOrNothing ? folder.slice('secret/'.length) : test.name;
    if (allOrNothing && last?.name === name) last.tests += 1;
    else groups.push({ name, points: score, tests: 1 });
  }
  return groups;
}

/** The custom output validator: `output_validator/` (2023-07) or `output_validators/` (legacy). */
async function readOutputValidator(dir: string, problems: string[]) {
  const folder = (await exists(path.join(dir, 'output_validator')))
    ? 'output_validator'
    : 'output_validators';
  return readCheckerFolder(dir, folder, problems);
}

/**
 * The `output_validator_flags` of the package's `testdata.yaml` files (`data/`, and its groups',
 * which inherit them): one setting for every test, since Grindstone has one checker per problem.
 * Groups with flags of their own are refused for now.
 */
async function outputValidatorFlags(dir: string, problems: string[]): Promise<string | undefined> {
  const data = path.join(dir, 'data');
  const files = await fs.readdir(data, { recursive: true }).catch(() => [] as string[]);
  const found = new Map<string, string>();
  for (const file of files.filter((name) => path.basename(name) === 'testdata.yaml').sort()) {
    const relative = `data/${file.split(path.sep).join('/')}`;
    let config: unknown;
    try {
      config = parseYaml(await fs.readFile(path.join(data, file), 'utf8'));
    } catch (error) {
      problems.push(`${relative} is not valid YAML (${(error as Error).message})`);
      continue;
    }
    const flags = (config as { output_validator_flags?: unknown } | null)?.output_validator_flags;
    if (flags !== undefined && flags !== null) found.set(relative, String(flags).trim());
  }
  const distinct = [...new Set(found.values())];
  if (distinct.length > 1) {
    problems.push(
      `test groups with different output_validator_flags (${[...found].map(([file, flags]) => `${file}: "${flags}"`).join(', ')}) are not supported yet`,
    );
  }
  return distinct[0];
}

/**
 * The English statement (`problem.en.md`, `problem.md`, `problem.en.tex`, `problem.tex`, in
 * that order; else the first statement in another language), as Markdown.
 */
async function readStatement(
  dir: string,
  format: KattisMeta['format'],
): Promise<{ markdown: string; title?: string; errors: string[] }> {
  const folders =
    format === 'legacy' ? ['problem_statement', 'statement'] : ['statement', 'problem_statement'];
  for (const folder of folders) {
    const files = await fs.readdir(path.join(dir, folder)).catch(() => [] as string[]);
    const statements = files.filter((file) => /^problem(\.[a-z-]+)?\.(md|tex)$/.test(file));
    const preferred = ['problem.en.md', 'problem.md', 'problem.en.tex', 'problem.tex'];
    const chosen = preferred.find((file) => statements.includes(file)) ?? statements.sort()[0];
    if (!chosen) continue;
    const relative = `${folder}/${chosen}`;
    const source = await fs.readFile(path.join(dir, relative), 'utf8');
    if (chosen.endsWith('.tex')) return latexToMarkdown(source, relative);
    const errors = [...source.matchAll(/!\[[^\]]*\]\(([^)]*)\)/g)].map(
      (image) =>
        `${relative}: the image ${image[1]} cannot be shown (statement images are not supported yet)`,
    );
    return { markdown: source, errors };
  }
  return {
    markdown: '',
    errors: ['no statement (problem_statement/ or statement/ problem.en.md or problem.en.tex)'],
  };
}

/** A Markdown statement that starts with the title as a heading, without it. */
function dropTitleHeading(markdown: string, title: string): string {
  const [first, ...rest] = markdown.trimStart().split('\n');
  const heading = /^#\s+(.*)$/.exec(first ?? '')?.[1]?.trim();
  return heading && heading.toLowerCase() === title.trim().toLowerCase()
    ? rest.join('\n').trimStart()
    : markdown;
}

interface KattisTest {
  name: string;
  input: string;
  output: string;
  description?: string;
}

/** `*.in` with their `.ans` (and `.desc`) under `folder`, groups included, in name order. */
async function readTests(dir: string, folder: string, problems: string[]): Promise<KattisTest[]> {
  const root = path.join(dir, folder);
  const entries = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
  const names = entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => entry.endsWith('.in'))
    .map((entry) => entry.slice(0, -3))
    .sort((a, b) => compareSegments(a, b));
  const tests: KattisTest[] = [];
  for (const name of names) {
    const input = await fs.readFile(path.join(root, `${name}.in`), 'utf8');
    const output = await readOptional(path.join(root, `${name}.ans`));
    if (output === undefined) {
      problems.push(`${folder}/${name}.ans is missing`);
      continue;
    }
    const description = await readOptional(path.join(root, `${name}.desc`));
    tests.push({ name, input, output, description });
  }
  return tests;
}

/** The sample interactions (`data/sample/*.interaction`), in name order. */
async function readInteractions(dir: string): Promise<string[]> {
  const root = path.join(dir, 'data/sample');
  const names = (await fs.readdir(root).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.interaction'))
    .sort(compareSegments);
  return Promise.all(names.map((name) => fs.readFile(path.join(root, name), 'utf8')));
}

/**
 * The sample interactions as a statement section. In the file, `>` starts a line the program
 * writes and `<` one it reads from the judge; the section names the side of each line.
 */
export function interactionSection(interactions: string[]): string {
  if (interactions.length === 0) return '';
  const blocks = interactions.map((text, index) => {
    const lines = text
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) =>
        line.startsWith('>')
          ? `program: ${line.slice(1)}`
          : line.startsWith('<')
            ? `judge:   ${line.slice(1)}`
            : line,
      );
    return `**Sample interaction ${index + 1}**\n\n\`\`\`text\n${lines.join('\n')}\n\`\`\``;
  });
  return `\n\n## Sample interactions\n\nEach line is what your program writes (program) or reads (judge), in order.\n\n${blocks.join('\n\n')}\n`;
}

/** Test files in problemtools' order: a folder's tests by name, groups as their name sorts. */
function compareSegments(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function readSubmissions(
  dir: string,
): Promise<{ submissions: KattisSubmission[]; ignored: string[] }> {
  const submissions: KattisSubmission[] = [];
  const ignored: string[] = [];
  for (const verdict of Object.keys(kattisVerdicts) as KattisVerdict[]) {
    const folder = `submissions/${verdict}`;
    const entries = await fs
      .readdir(path.join(dir, folder), { withFileTypes: true })
      .catch(() => []);
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = `${folder}/${entry.name}`;
      const extension = path.extname(entry.name).toLowerCase();
      const language = Object.hasOwn(extensions, extension) ? extensions[extension] : undefined;
      if (!entry.isFile() || !language) {
        ignored.push(
          `${file} (${entry.isFile() ? 'not a language Grindstone judges' : 'a folder: programs of several files are not judged'})`,
        );
        continue;
      }
      const code = await fs.readFile(path.join(dir, file), 'utf8');
      // Python 2 programs (a python2 shebang) are not Python 3.
      if (language === 'python' && /^#!.*python2/.test(code)) {
        ignored.push(`${file} (Python 2)`);
        continue;
      }
      submissions.push({ file, verdict, language, code });
    }
  }
  return { submissions, ignored };
}
