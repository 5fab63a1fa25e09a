import {
  type CheckerProtocol,
  type CheckerType,
  DEFAULT_MEMORY_LIMIT_KB,
  DEFAULT_TIME_LIMIT_MS,
  type Difficulty,
  isOriginalLanguage,
  type LanguageId,
  type LanguageLabel,
  languageIds,
  languageLabelList,
  type ProblemDetail,
  type ProblemInputDraft,
  toLanguageId,
} from '@grindstone/contract';
import { tagList } from '../../../problems/tags';
import type { TestGroupRow } from './testGroups';

/**
 * Every language, in the form's order. C++, Java and JavaScript are required; another language's
 * (Python's) code is sent only when it is filled in.
 */
export const templateLanguages: readonly LanguageLabel[] = languageLabelList;

/** What the form edits; `toProblemBody` turns it into the create/update body. */
export interface ProblemFormValues {
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: string[];
  topics: string[];
  /** Comma-separated. */
  companies: string;
  visibleTestCases: { input: string; output: string; explanation: string }[];
  hiddenTestCases: { input: string; output: string }[];
  startCode: { language: string; initialCode: string }[];
  referenceSolution: { language: string; completeCode: string }[];
  timeLimitMs: string;
  /** A language's own time limit; blank means the base limit times the language's factor. */
  languageTimeLimitsMs: Record<LanguageId, string>;
  memoryLimitMb: string;
  checker: CheckerType;
  floatTolerance: string;
  /** The problem's own checker program; sent only with `checker: 'custom'`. */
  customChecker: {
    protocol: CheckerProtocol;
    source: string;
    /** Headers the source includes, by file name. */
    files: Record<string, string>;
    /** Space-separated. */
    args: string;
    /** The checker is an interactor (Kattis protocol only): it talks to the program. */
    interactive: boolean;
  };
  /** Subtasks over the hidden tests, in order; none: the problem is pass-fail. */
  testGroups: TestGroupRow[];
  /** JavaScript; blank means none (then learners cannot ask for a small failing input). */
  randomInputGenerator: string;
  inputValidator: string;
}

/** The empty form (docs/product.md#problem-form): difficulty easy, three empty language entries. */
export function emptyProblemForm(): ProblemFormValues {
  return {
    title: '',
    description: '',
    difficulty: 'easy',
    tags: ['array'],
    topics: [],
    companies: '',
    visibleTestCases: [{ input: '', output: '', explanation: '' }],
    hiddenTestCases: [{ input: '', output: '' }],
    startCode: templateLanguages.map((language) => ({ language, initialCode: '' })),
    referenceSolution: templateLanguages.map((language) => ({ language, completeCode: '' })),
    timeLimitMs: String(DEFAULT_TIME_LIMIT_MS),
    languageTimeLimitsMs: languageLimitTexts({}),
    memoryLimitMb: String(DEFAULT_MEMORY_LIMIT_KB / 1024),
    checker: 'default',
    floatTolerance: '',
    customChecker: { protocol: 'testlib', source: '', files: {}, args: '', interactive: false },
    testGroups: [],
    randomInputGenerator: '',
    inputValidator: '',
  };
}

function languageLimitTexts(
  limits: ProblemDetail['languageTimeLimitsMs'],
): Record<LanguageId, string> {
  return Object.fromEntries(
    languageIds.map((id) => [id, limits[id] === undefined ? '' : String(limits[id])]),
  ) as Record<LanguageId, string>;
}

/** Entries to send: the original three always, another language's only when filled in. */
function sentEntries<T extends { language: string }>(entries: T[], code: (entry: T) => string) {
  return entries.filter((entry) => {
    const id = toLanguageId(entry.language);
    return (id !== undefined && isOriginalLanguage(id)) || code(entry).trim() !== '';
  });
}

function byLanguage<T extends { language: string }>(entries: T[], language: string) {
  return entries.find((entry) => entry.language.toLowerCase() === language.toLowerCase());
}

/** An existing problem (admin view, with hidden tests) as form values. */
export function problemToForm(problem: ProblemDetail): ProblemFormValues {
  return {
    title: problem.title,
    description: problem.description,
    difficulty: problem.difficulty,
    tags: tagList(problem.tags),
    topics: problem.topics ?? [],
    companies: problem.companies.join(', '),
    visibleTestCases: problem.visibleTestCases.map((test) => ({ ...test })),
    hiddenTestCases: (problem.hiddenTestCases ?? []).map((test) => ({ ...test })),
    startCode: templateLanguages.map((language) => ({
      language,
      initialCode: byLanguage(problem.startCode, language)?.initialCode ?? '',
    })),
    referenceSolution: templateLanguages.map((language) => ({
      language,
      completeCode: byLanguage(problem.referenceSolution, language)?.completeCode ?? '',
    })),
    timeLimitMs: String(problem.timeLimitMs),
    languageTimeLimitsMs: languageLimitTexts(problem.languageTimeLimitsMs ?? {}),
    memoryLimitMb: String(Math.round(problem.memoryLimitKb / 1024)),
    checker: problem.checker,
    floatTolerance: problem.floatTolerance === undefined ? '' : String(problem.floatTolerance),
    customChecker: problem.customChecker
      ? {
          protocol: problem.customChecker.protocol,
          source: problem.customChecker.source,
          files: { ...problem.customChecker.files },
          args: problem.customChecker.args.join(' '),
          interactive: problem.customChecker.interactive === true,
        }
      : emptyProblemForm().customChecker,
    testGroups: (problem.testGroups ?? []).map((group) => ({
      name: group.name,
      points: String(group.points),
      tests: String(group.tests),
    })),
    randomInputGenerator: problem.randomInputGenerator ?? '',
    inputValidator: problem.inputValidator ?? '',
  };
}

/** A number typed in the form; blank is no number (not 0), so the schema refuses it too. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The create/update body (validated by `problemInputSchema`). The test groups are always sent,
 * none too: on update, an empty list makes the problem pass-fail again.
 */
export function toProblemBody(values: ProblemFormValues): ProblemInputDraft {
  const memoryMb = Number(values.memoryLimitMb);
  return {
    title: values.title,
    description: values.description,
    difficulty: values.difficulty,
    tags: values.tags,
    topics: values.topics as ProblemInputDraft['topics'],
    companies: values.companies
      .split(',')
      .map((company) => company.trim())
      .filter((company) => company !== ''),
    visibleTestCases: values.visibleTestCases,
    hiddenTestCases: values.hiddenTestCases,
    startCode: sentEntries(values.startCode, (entry) => entry.initialCode),
    referenceSolution: sentEntries(values.referenceSolution, (entry) => entry.completeCode),
    timeLimitMs: values.timeLimitMs.trim() === '' ? undefined : Number(values.timeLimitMs),
    languageTimeLimitsMs: Object.fromEntries(
      Object.entries(values.languageTimeLimitsMs)
        .filter(([, limit]) => limit.trim() !== '')
        .map(([id, limit]) => [id, Number(limit)]),
    ),
    memoryLimitKb:
      values.memoryLimitMb.trim() === '' || !Number.isFinite(memoryMb)
        ? undefined
        : Math.round(memoryMb * 1024),
    checker: values.checker,
    testGroups: values.testGroups.map((group) => ({
      name: group.name,
      points: typedNumber(group.points),
      tests: typedNumber(group.tests),
    })),
    randomInputGenerator: values.randomInputGenerator,
    inputValidator: values.inputValidator,
    ...(values.checker === 'float' && values.floatTolerance.trim() !== ''
      ? { floatTolerance: Number(values.floatTolerance) }
      : {}),
    ...(values.checker === 'custom'
      ? {
          customChecker: {
            protocol: values.customChecker.protocol,
            source: values.customChecker.source,
            files: values.customChecker.files,
            args: values.customChecker.args.split(/\s+/).filter(Boolean),
            // Only a Kattis validator can interact (the judge refuses a testlib one).
            ...(values.customChecker.interactive && values.customChecker.protocol === 'kattis'
              ? { interactive: true }
              : {}),
          },
        }
      : {}),
  };
}
