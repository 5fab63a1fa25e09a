import {
  type CheckerType,
  DEFAULT_MEMORY_LIMIT_KB,
  DEFAULT_TIME_LIMIT_MS,
  type Difficulty,
  type LanguageLabel,
  languageLabelList,
  type ProblemDetail,
  type ProblemInputDraft,
} from '@grindstone/contract';
import { tagList } from '../../../problems/tags';

/** The languages every problem carries, in the form's order. */
export const templateLanguages: readonly LanguageLabel[] = languageLabelList;

/** What the form edits; `toProblemBody` turns it into the create/update body. */
export interface ProblemFormValues {
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: string[];
  /** Comma-separated. */
  companies: string;
  visibleTestCases: { input: string; output: string; explanation: string }[];
  hiddenTestCases: { input: string; output: string }[];
  startCode: { language: string; initialCode: string }[];
  referenceSolution: { language: string; completeCode: string }[];
  timeLimitMs: string;
  memoryLimitMb: string;
  checker: CheckerType;
  floatTolerance: string;
}

/** The empty form (docs/product.md#problem-form): difficulty easy, three empty language entries. */
export function emptyProblemForm(): ProblemFormValues {
  return {
    title: '',
    description: '',
    difficulty: 'easy',
    tags: ['array'],
    companies: '',
    visibleTestCases: [{ input: '', output: '', explanation: '' }],
    hiddenTestCases: [{ input: '', output: '' }],
    startCode: templateLanguages.map((language) => ({ language, initialCode: '' })),
    referenceSolution: templateLanguages.map((language) => ({ language, completeCode: '' })),
    timeLimitMs: String(DEFAULT_TIME_LIMIT_MS),
    memoryLimitMb: String(DEFAULT_MEMORY_LIMIT_KB / 1024),
    checker: 'default',
    floatTolerance: '',
  };
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
    memoryLimitMb: String(Math.round(problem.memoryLimitKb / 1024)),
    checker: problem.checker,
    floatTolerance: problem.floatTolerance === undefined ? '' : String(problem.floatTolerance),
  };
}

/** The create/update body (validated by `problemInputSchema`). */
export function toProblemBody(values: ProblemFormValues): ProblemInputDraft {
  const memoryMb = Number(values.memoryLimitMb);
  return {
    title: values.title,
    description: values.description,
    difficulty: values.difficulty,
    tags: values.tags,
    companies: values.companies
      .split(',')
      .map((company) => company.trim())
      .filter((company) => company !== ''),
    visibleTestCases: values.visibleTestCases,
    hiddenTestCases: values.hiddenTestCases,
    startCode: values.startCode,
    referenceSolution: values.referenceSolution,
    timeLimitMs: values.timeLimitMs.trim() === '' ? undefined : Number(values.timeLimitMs),
    memoryLimitKb:
      values.memoryLimitMb.trim() === '' || !Number.isFinite(memoryMb)
        ? undefined
        : Math.round(memoryMb * 1024),
    checker: values.checker,
    ...(values.checker === 'float' && values.floatTolerance.trim() !== ''
      ? { floatTolerance: Number(values.floatTolerance) }
      : {}),
  };
}
