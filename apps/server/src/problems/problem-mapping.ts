import {
  type ProblemDetail,
  type ProblemInput,
  type ProblemSummary,
  toLanguageId,
} from '@grindstone/contract';
import type { ProblemRow, ProblemVideoRow } from '../db/schema';
import type { JudgeTest } from '../judging/judge-job';
import type { ProblemFields, ProblemSummaryRow, ProblemTests } from './repository';

/** Package-only extras (issue: problem catalogue) that the create form does not send. */
export interface ProblemExtras {
  slug?: string | null;
  editorial?: string;
  hints?: string[];
}

export function toProblemFields(input: ProblemInput, extras: ProblemExtras = {}): ProblemFields {
  return {
    slug: extras.slug ?? null,
    title: input.title,
    description: input.description,
    difficulty: input.difficulty,
    tags: input.tags,
    companies: input.companies,
    timeLimitMs: input.timeLimitMs,
    memoryLimitKb: input.memoryLimitKb,
    checker: input.checker,
    floatTolerance: input.floatTolerance ?? null,
    startCode: input.startCode.map((entry) => ({
      language: entry.language,
      code: entry.initialCode,
    })),
    referenceSolution: input.referenceSolution.map((entry) => ({
      language: entry.language,
      code: entry.completeCode,
    })),
    editorial: extras.editorial ?? '',
    hints: extras.hints ?? [],
  };
}

export function toProblemTests(input: ProblemInput): ProblemTests {
  return {
    visible: input.visibleTestCases,
    hidden: input.hiddenTestCases.map((test) => ({ ...test, explanation: '' })),
  };
}

/** Visible tests first, then hidden: the order tests are judged and numbered in. */
export function judgeTests(tests: ProblemTests): JudgeTest[] {
  return [...tests.visible, ...tests.hidden].map((test) => ({
    input: test.input,
    expected: test.output,
  }));
}

export function toProblemSummary(row: ProblemSummaryRow): ProblemSummary {
  return {
    _id: row.id,
    title: row.title,
    difficulty: row.difficulty,
    tags: row.tags,
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

/** Hidden tests are included only when `includeHidden` (admins); learners never get them. */
export function toProblemDetail(
  row: ProblemRow,
  tests: ProblemTests,
  includeHidden: boolean,
  video?: ProblemVideoRow,
): ProblemDetail {
  return {
    ...toProblemSummary(row),
    description: row.description,
    visibleTestCases: tests.visible,
    ...(includeHidden
      ? { hiddenTestCases: tests.hidden.map(({ input, output }) => ({ input, output })) }
      : {}),
    startCode: row.startCode.map((entry) => ({
      language: entry.language,
      initialCode: entry.code,
    })),
    referenceSolution: row.referenceSolution.map((entry) => ({
      language: entry.language,
      completeCode: entry.code,
    })),
    timeLimitMs: row.timeLimitMs,
    memoryLimitKb: row.memoryLimitKb,
    checker: row.checker,
    ...(row.floatTolerance !== null ? { floatTolerance: row.floatTolerance } : {}),
    editorial: row.editorial,
    hints: row.hints,
    ...videoFields(video),
  };
}

export function codeFor(entries: ProblemRow['startCode'], language: string): string | undefined {
  const id = toLanguageId(language);
  return entries.find((entry) => toLanguageId(entry.language) === id)?.code;
}
