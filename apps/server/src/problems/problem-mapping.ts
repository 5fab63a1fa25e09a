import type { JudgeTest } from '@grindstone/contract';
import {
  isOriginalLanguage,
  type ProblemDetail,
  type ProblemInput,
  type ProblemSummary,
  type ProblemUpdate,
  toLanguageId,
} from '@grindstone/contract';
import type { ProblemRow, ProblemVideoRow } from '../db/schema';
import type { ProblemFields, ProblemSummaryRow, ProblemTests } from './repository';

/** Package-only extras (docs/problem-format.md) that the create and update bodies do not carry. */
export interface ProblemExtras {
  slug?: string | null;
  editorial?: string;
  hints?: string[];
}

/**
 * The stored columns for the fields a create or update body carries: only those present, so an
 * update changes nothing it was not given.
 */
export function toChangedFields(changes: ProblemUpdate): Partial<ProblemFields> {
  const fields: Partial<ProblemFields> = {};
  if (changes.title !== undefined) fields.title = changes.title;
  if (changes.description !== undefined) fields.description = changes.description;
  if (changes.difficulty !== undefined) fields.difficulty = changes.difficulty;
  if (changes.tags !== undefined) fields.tags = changes.tags;
  if (changes.topics !== undefined) fields.topics = changes.topics;
  if (changes.companies !== undefined) fields.companies = changes.companies;
  if (changes.timeLimitMs !== undefined) fields.timeLimitMs = changes.timeLimitMs;
  if (changes.languageTimeLimitsMs !== undefined) {
    fields.languageTimeLimitsMs = changes.languageTimeLimitsMs;
  }
  if (changes.memoryLimitKb !== undefined) fields.memoryLimitKb = changes.memoryLimitKb;
  if (changes.checker !== undefined) fields.checker = changes.checker;
  if (changes.floatTolerance !== undefined) fields.floatTolerance = changes.floatTolerance;
  if (changes.customChecker !== undefined) fields.customChecker = changes.customChecker;
  if (changes.testGroups !== undefined) fields.testGroups = changes.testGroups;
  if (changes.randomInputGenerator !== undefined) {
    fields.randomInputGenerator = changes.randomInputGenerator || null;
  }
  if (changes.inputValidator !== undefined) fields.inputValidator = changes.inputValidator || null;
  if (changes.startCode !== undefined) {
    fields.startCode = changes.startCode.map((entry) => ({
      language: entry.language,
      code: entry.initialCode,
    }));
  }
  if (changes.referenceSolution !== undefined) {
    fields.referenceSolution = changes.referenceSolution.map((entry) => ({
      language: entry.language,
      code: entry.completeCode,
    }));
  }
  return fields;
}

/** Every column of a new (or wholly replaced) problem: the body's fields and the extras. */
export function toProblemFields(input: ProblemInput, extras: ProblemExtras = {}): ProblemFields {
  return {
    ...(toChangedFields(input) as Omit<
      ProblemFields,
      | 'slug'
      | 'floatTolerance'
      | 'customChecker'
      | 'editorial'
      | 'hints'
      | 'randomInputGenerator'
      | 'inputValidator'
    >),
    floatTolerance: input.floatTolerance ?? null,
    customChecker: input.customChecker ?? null,
    randomInputGenerator: input.randomInputGenerator || null,
    inputValidator: input.inputValidator || null,
    slug: extras.slug ?? null,
    editorial: extras.editorial ?? '',
    hints: extras.hints ?? [],
  };
}

/** The test rows for the tests a body carries: only the sets present. */
export function toChangedTests(changes: ProblemUpdate): Partial<ProblemTests> {
  const tests: Partial<ProblemTests> = {};
  if (changes.visibleTestCases !== undefined) tests.visible = changes.visibleTestCases;
  if (changes.hiddenTestCases !== undefined) {
    tests.hidden = changes.hiddenTestCases.map((test) => ({ ...test, explanation: '' }));
  }
  return tests;
}

export function toProblemTests(input: ProblemInput): ProblemTests {
  return toChangedTests(input) as ProblemTests;
}

/** Visible tests first, then hidden: the order tests are judged and numbered in. */
export function judgeTests(tests: ProblemTests): JudgeTest[] {
  return [...tests.visible, ...tests.hidden].map((test) => ({
    input: test.input,
    expected: test.output,
  }));
}

/** Tags are stored as a list and sent as one string, as the original API sent them. */
export const joinTags = (tags: readonly string[]) => tags.join(', ');

export function toProblemSummary(row: ProblemSummaryRow): ProblemSummary {
  return {
    _id: row.id,
    title: row.title,
    difficulty: row.difficulty,
    tags: joinTags(row.tags),
    topics: row.topics,
    companies: row.companies,
  };
}

/** The editorial video's fields of the contract, present only when the problem has a video. */
function videoFields(video: ProblemVideoRow | undefined): Partial<ProblemDetail> {
  if (!video) return {};
  return {
    secureUrl: video.secureUrl,
    ...(video.thumbnailUrl !== null ? { thumbnailUrl: video.thumbnailUrl } : {}),
    ...(video.durationSeconds !== null ? { duration: video.durationSeconds } : {}),
  };
}

/** Who is reading a problem: what they may see of it. */
export interface ProblemAudience {
  /** Admins: the hidden tests too. */
  admin: boolean;
  /** Signed-in users: the reference solutions and the editorial (text, hints and video). */
  signedIn: boolean;
}

/**
 * A problem as its reader may see it. Hidden tests go to admins only (the caller loads them
 * only for admins); guests get an empty `referenceSolution` and no editorial, hints or video.
 */
export function toProblemDetail(
  row: ProblemRow,
  tests: ProblemTests,
  audience: ProblemAudience,
  video?: ProblemVideoRow,
  options: { allLanguages?: boolean } = {},
): ProblemDetail {
  const signedIn = audience.signedIn || audience.admin;
  const shown = (entries: LanguageEntry[]) =>
    options.allLanguages ? entries : entries.filter(isOriginalEntry);
  return {
    ...toProblemSummary(row),
    description: row.description,
    visibleTestCases: tests.visible,
    ...(audience.admin
      ? { hiddenTestCases: tests.hidden.map(({ input, output }) => ({ input, output })) }
      : {}),
    startCode: shown(row.startCode).map((entry) => ({
      language: entry.language,
      initialCode: entry.code,
    })),
    referenceSolution: signedIn
      ? shown(row.referenceSolution).map((entry) => ({
          language: entry.language,
          completeCode: entry.code,
        }))
      : [],
    timeLimitMs: row.timeLimitMs,
    languageTimeLimitsMs: row.languageTimeLimitsMs,
    memoryLimitKb: row.memoryLimitKb,
    checker: row.checker,
    ...(row.floatTolerance !== null ? { floatTolerance: row.floatTolerance } : {}),
    ...(row.testGroups.length > 0 ? { testGroups: row.testGroups } : {}),
    // Interactive problems have no counterexamples (request-counterexample.ts).
    hasRandomInputs: row.randomInputGenerator !== null && !row.customChecker?.interactive,
    ...(row.customChecker?.interactive ? { interactive: true } : {}),
    ...(audience.admin
      ? {
          randomInputGenerator: row.randomInputGenerator ?? '',
          inputValidator: row.inputValidator ?? '',
          ...(row.customChecker ? { customChecker: row.customChecker } : {}),
        }
      : {}),
    ...(signedIn ? { editorial: row.editorial, hints: row.hints, ...videoFields(video) } : {}),
  };
}

type LanguageEntry = ProblemRow['startCode'][number];

/** Whether an entry is in one of the three languages the original client knows. */
function isOriginalEntry(entry: LanguageEntry): boolean {
  const id = toLanguageId(entry.language);
  return id !== undefined && isOriginalLanguage(id);
}

/**
 * An update's start code or reference solutions merged into the stored ones: the given entries,
 * in the given order, then the stored entry of each language the update does not mention (the
 * original client's form sends C++, Java and JavaScript only, and must not erase Python).
 */
export function mergeLanguageEntries(
  stored: readonly LanguageEntry[],
  given: readonly LanguageEntry[],
): LanguageEntry[] {
  const givenIds = new Set(given.map((entry) => toLanguageId(entry.language)));
  return [...given, ...stored.filter((entry) => !givenIds.has(toLanguageId(entry.language)))];
}

export function codeFor(entries: ProblemRow['startCode'], language: string): string | undefined {
  const id = toLanguageId(language);
  return entries.find((entry) => toLanguageId(entry.language) === id)?.code;
}
