import { z } from 'zod';

/** Validation messages are the product spec's exact strings (section 5). */
export const problemMessages = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  difficultyInvalid: 'Difficulty must be easy, medium or hard',
  tagRequired: 'Tag is required',
  tagInvalid: 'Tags must be among array, linkedList, graph, dp',
  visibleRequired: 'At least one visible test case required',
  hiddenRequired: 'At least one hidden test case required',
  inputRequired: 'Input is required',
  outputRequired: 'Output is required',
  explanationRequired: 'Explanation is required',
  allLanguagesRequired: 'All three languages required',
  initialCodeRequired: 'Initial code is required',
  completeCodeRequired: 'Complete code is required',
} as const;

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const problemTags = ['array', 'linkedList', 'graph', 'dp'] as const;
export type ProblemTag = (typeof problemTags)[number];

/** API language ids and the display labels stored with start code and reference solutions. */
export const languageIds = ['cpp', 'java', 'javascript'] as const;
export type LanguageId = (typeof languageIds)[number];
export const languageLabels = { cpp: 'C++', java: 'Java', javascript: 'JavaScript' } as const;
export type LanguageLabel = (typeof languageLabels)[LanguageId];

/** 'cpp', 'C++', 'c++', 'JavaScript', 'javascript'… → the stored label, or undefined. */
export function toLanguageLabel(value: string): LanguageLabel | undefined {
  const key = value.trim().toLowerCase();
  for (const id of languageIds) {
    if (key === id || key === languageLabels[id].toLowerCase()) return languageLabels[id];
  }
  return undefined;
}

export function toLanguageId(label: string): LanguageId | undefined {
  const normalised = toLanguageLabel(label);
  return languageIds.find((id) => languageLabels[id] === normalised);
}

export const languageRequestSchema = z.enum(languageIds, {
  error: 'Language must be one of javascript, java, cpp',
});

/** Tags arrive as one value, a list, or comma-separated text; they are stored as a list. */
const tagsSchema = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value])
      .map((tag) => (typeof tag === 'string' ? tag.trim() : tag))
      .filter((tag) => tag !== ''),
  z
    .array(z.enum(problemTags, { error: problemMessages.tagInvalid }), {
      error: problemMessages.tagRequired,
    })
    .min(1, problemMessages.tagRequired)
    .transform((tags) => [...new Set(tags)]),
);

const MAX_TEST_TEXT = 8 * 1024 * 1024;
const requiredText = (message: string, max = MAX_TEST_TEXT) =>
  z.string({ error: message }).min(1, message).max(max, `At most ${max} characters`);
const nonBlank = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const visibleTestCaseSchema = z.object({
  input: requiredText(problemMessages.inputRequired),
  output: requiredText(problemMessages.outputRequired),
  explanation: nonBlank(problemMessages.explanationRequired, 5000),
});
export const hiddenTestCaseSchema = z.object({
  input: requiredText(problemMessages.inputRequired),
  output: requiredText(problemMessages.outputRequired),
});
export type VisibleTestCase = z.infer<typeof visibleTestCaseSchema>;
export type HiddenTestCase = z.infer<typeof hiddenTestCaseSchema>;

const languageLabelSchema = z
  .string({ error: problemMessages.allLanguagesRequired })
  .transform((value, ctx) => {
    const label = toLanguageLabel(value);
    if (!label) {
      ctx.addIssue({ code: 'custom', message: 'Language must be C++, Java or JavaScript' });
      return z.NEVER;
    }
    return label;
  });

const MAX_CODE = 64 * 1024;
export const startCodeSchema = z.object({
  language: languageLabelSchema,
  initialCode: requiredText(problemMessages.initialCodeRequired, MAX_CODE),
});
export const referenceSolutionSchema = z.object({
  language: languageLabelSchema,
  completeCode: requiredText(problemMessages.completeCodeRequired, MAX_CODE),
});

/** Exactly one entry for each of C++, Java and JavaScript. */
function oneEntryPerLanguage<T extends z.ZodType<{ language: LanguageLabel }>>(entry: T) {
  return z
    .array(entry, { error: problemMessages.allLanguagesRequired })
    .length(3, problemMessages.allLanguagesRequired)
    .refine(
      (entries) => new Set(entries.map((item) => item.language)).size === languageIds.length,
      problemMessages.allLanguagesRequired,
    );
}

export const checkerTypes = ['default', 'tokens', 'float'] as const;
export type CheckerType = (typeof checkerTypes)[number];

export const DEFAULT_TIME_LIMIT_MS = 2000;
export const DEFAULT_MEMORY_LIMIT_KB = 262_144;

/** The create-problem body (spec section 3); also the problem package's validated shape. */
export const problemInputSchema = z.object({
  title: nonBlank(problemMessages.titleRequired, 200),
  description: nonBlank(problemMessages.descriptionRequired, 100_000),
  difficulty: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(difficulties, { error: problemMessages.difficultyInvalid }),
  ),
  tags: tagsSchema,
  companies: z.array(z.string().trim().min(1).max(60)).max(20, 'At most 20 companies').default([]),
  visibleTestCases: z
    .array(visibleTestCaseSchema, { error: problemMessages.visibleRequired })
    .min(1, problemMessages.visibleRequired)
    .max(20, 'At most 20 visible test cases'),
  hiddenTestCases: z
    .array(hiddenTestCaseSchema, { error: problemMessages.hiddenRequired })
    .min(1, problemMessages.hiddenRequired)
    .max(200, 'At most 200 hidden test cases'),
  startCode: oneEntryPerLanguage(startCodeSchema),
  referenceSolution: oneEntryPerLanguage(referenceSolutionSchema),
  timeLimitMs: z.coerce
    .number()
    .int()
    .min(100, 'Time limit must be between 100 and 20000 ms')
    .max(20_000, 'Time limit must be between 100 and 20000 ms')
    .default(DEFAULT_TIME_LIMIT_MS),
  memoryLimitKb: z.coerce
    .number()
    .int()
    .min(32_768, 'Memory limit must be between 32 MB and 1 GB')
    .max(1_048_576, 'Memory limit must be between 32 MB and 1 GB')
    .default(DEFAULT_MEMORY_LIMIT_KB),
  checker: z.enum(checkerTypes).default('default'),
  floatTolerance: z.coerce.number().positive().max(1).optional(),
});
export type ProblemInput = z.infer<typeof problemInputSchema>;
/** What a client sends (before defaults and normalisation). */
export type ProblemInputDraft = z.input<typeof problemInputSchema>;

export const problemIdParamsSchema = z.object({ id: z.string().uuid('Invalid problem id') });
export const problemIdRouteSchema = z.object({
  problemId: z.string().uuid('Invalid problem id'),
});

export const problemSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  difficulty: z.enum(difficulties),
  tags: z.array(z.string()),
  companies: z.array(z.string()),
});
export type ProblemSummary = z.infer<typeof problemSummarySchema>;

export const PROBLEM_PAGE_SIZE = 5;

/** Largest problem-package zip an admin may upload (`POST /problem/import`). */
export const PROBLEM_PACKAGE_ZIP_LIMIT_BYTES = 64 * 1024 * 1024;

/** `POST /problem/import`: what was imported; the same slug again counts as an update. */
export const problemImportResultSchema = z.object({
  message: z.string(),
  imported: z.array(z.object({ slug: z.string(), created: z.boolean() })),
});
export type ProblemImportResult = z.infer<typeof problemImportResultSchema>;

export const problemListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be at least 1').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(PROBLEM_PAGE_SIZE),
  difficulty: z.enum([...difficulties, 'all']).optional(),
  tag: z.enum([...problemTags, 'all']).optional(),
  status: z.enum(['all', 'solved']).optional(),
  search: z.string().trim().max(200).optional(),
});
export type ProblemListQuery = z.infer<typeof problemListQuerySchema>;

export const problemListResponseSchema = z.object({
  problems: z.array(problemSummarySchema),
  totalPages: z.number(),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type ProblemListResponse = z.infer<typeof problemListResponseSchema>;

export const problemDetailSchema = problemSummarySchema.extend({
  description: z.string(),
  visibleTestCases: z.array(visibleTestCaseSchema),
  /** Only for admins: learners never receive hidden tests. */
  hiddenTestCases: z.array(hiddenTestCaseSchema).optional(),
  startCode: z.array(z.object({ language: z.string(), initialCode: z.string() })),
  referenceSolution: z.array(z.object({ language: z.string(), completeCode: z.string() })),
  timeLimitMs: z.number(),
  memoryLimitKb: z.number(),
  checker: z.enum(checkerTypes),
  floatTolerance: z.number().optional(),
  editorial: z.string().optional(),
  hints: z.array(z.string()).optional(),
  secureUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
  duration: z.number().optional(),
});
export type ProblemDetail = z.infer<typeof problemDetailSchema>;
