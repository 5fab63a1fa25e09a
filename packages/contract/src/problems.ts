import { z } from 'zod';
import { customCheckerSchema } from './judge';
import { text } from './text';
import {
  checkerTypes,
  difficulties,
  type LanguageLabel,
  languageIds,
  languageLabelList,
  languages,
  originalLanguageIds,
  problemTags,
  problemTopics,
  selectorOrder,
  toLanguageLabel,
} from './vocabulary';

/** 'C++, Java or JavaScript': the labels a start-code or solution entry may carry. */
const labelChoices = `${languageLabelList.slice(0, -1).join(', ')} or ${languageLabelList.at(-1)}`;

/** Validation messages are the exact strings of docs/product.md#validation-rules. */
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

export const languageRequestSchema = z.enum(languageIds, {
  error: `Language must be one of ${selectorOrder.join(', ')}`,
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
  text({ error: message }).min(1, message).max(max, `At most ${max} characters`);
const nonBlank = (message: string, max: number) =>
  text({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const visibleTestCaseSchema = z.object({
  input: requiredText(problemMessages.inputRequired),
  output: requiredText(problemMessages.outputRequired),
  explanation: nonBlank(problemMessages.explanationRequired, 5000),
});
export const hiddenTestCaseSchema = z.object({
  input: requiredText(problemMessages.inputRequired),
  output: requiredText(problemMessages.outputRequired),
});
/**
 * A subtask (IOI style): the next `tests` hidden tests, in order, worth `points` when every one
 * of them passes. A problem's groups cover its hidden tests exactly; without groups it is
 * pass-fail (docs/problem-format.md#subtasks).
 */
export const testGroupSchema = z.object({
  name: text().trim().min(1, 'A group needs a name').max(60),
  points: z.number().min(0).max(1000),
  tests: z.number().int().min(1, 'A group has at least one test').max(200),
});
export type TestGroup = z.infer<typeof testGroupSchema>;
const testGroupsSchema = z
  .array(testGroupSchema)
  .max(50, 'At most 50 test groups')
  .refine(
    (groups) => new Set(groups.map((group) => group.name)).size === groups.length,
    'Each test group needs a name of its own',
  );

/** What a submission scored on a problem with test groups. */
export const groupScoreSchema = z.object({
  name: z.string(),
  points: z.number(),
  /** Every test of the group passed: the group's points were earned. */
  passed: z.boolean(),
});
export const scoreSchema = z.object({
  score: z.number(),
  maxScore: z.number(),
  groups: z.array(groupScoreSchema),
});
export type Score = z.infer<typeof scoreSchema>;

export type VisibleTestCase = z.infer<typeof visibleTestCaseSchema>;
export type HiddenTestCase = z.infer<typeof hiddenTestCaseSchema>;

const languageLabelSchema = z
  .string({ error: problemMessages.allLanguagesRequired })
  .transform((value, ctx) => {
    const label = toLanguageLabel(value);
    if (!label) {
      ctx.addIssue({ code: 'custom', message: `Language must be ${labelChoices}` });
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

const originalLabels = originalLanguageIds.map((id) => languages[id].label);

/**
 * One entry for each of the original three languages, and at most one for any other (Python):
 * three or four entries today. `All three languages required` keeps the original meaning — one
 * of C++, Java or JavaScript is missing or given twice — which is what the original client's
 * admin form shows.
 */
function oneEntryPerLanguage<T extends z.ZodType<{ language: LanguageLabel }>>(entry: T) {
  return z
    .array(entry, { error: problemMessages.allLanguagesRequired })
    .min(originalLanguageIds.length, problemMessages.allLanguagesRequired)
    .max(languageIds.length, problemMessages.allLanguagesRequired)
    .refine((entries) => {
      const given = entries.map((item) => item.language);
      const distinct = new Set(given).size === given.length;
      return distinct && originalLabels.every((label) => given.includes(label));
    }, problemMessages.allLanguagesRequired);
}

export const DEFAULT_TIME_LIMIT_MS = 2000;
export const DEFAULT_MEMORY_LIMIT_KB = 262_144;

const timeLimitSchema = z.coerce
  .number()
  .int()
  .min(100, 'Time limit must be between 100 and 20000 ms')
  .max(20_000, 'Time limit must be between 100 and 20000 ms');
const memoryLimitSchema = z.coerce
  .number()
  .int()
  .min(32_768, 'Memory limit must be between 32 MB and 1 GB')
  .max(1_048_576, 'Memory limit must be between 32 MB and 1 GB');
const floatToleranceSchema = z.coerce.number().positive().max(1);
/** Per-language time limits that replace base limit × the language's factor. */
const languageTimeLimitsSchema = z.partialRecord(
  z.enum(languageIds, { error: `Language must be one of ${languageIds.join(', ')}` }),
  timeLimitSchema,
);

/** A problem's topics: up to three patterns of the vocabulary, the main one first. */
const topicsSchema = z
  .array(z.enum(problemTopics, { error: `Topic must be one of ${problemTopics.join(', ')}` }))
  .max(3, 'At most 3 topics')
  .transform((topics) => [...new Set(topics)]);

/** Largest random-input generator or input validator (JavaScript, docs/problem-format.md). */
export const MAX_INPUT_SCRIPT_CHARS = 64 * 1024;
/** A generator or validator; blank means the problem has none (an update's blank removes it). */
const inputScriptSchema = text()
  .max(MAX_INPUT_SCRIPT_CHARS, 'Generator and validator are 64 KB at most')
  .transform((script) => (script.trim() === '' ? '' : script));

/** Every field of a problem body with its rules and messages, and no defaults. */
const problemFields = {
  title: nonBlank(problemMessages.titleRequired, 200),
  description: nonBlank(problemMessages.descriptionRequired, 100_000),
  difficulty: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(difficulties, { error: problemMessages.difficultyInvalid }),
  ),
  tags: tagsSchema,
  topics: topicsSchema,
  companies: z.array(text().trim().min(1).max(60)).max(20, 'At most 20 companies'),
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
  timeLimitMs: timeLimitSchema,
  languageTimeLimitsMs: languageTimeLimitsSchema,
  memoryLimitKb: memoryLimitSchema,
  checker: z.enum(checkerTypes),
  /** The problem's own checker program, with `checker: 'custom'` (docs/problem-format.md). */
  customChecker: customCheckerSchema,
  /** Subtasks over the hidden tests, in order; empty: pass-fail. */
  testGroups: testGroupsSchema,
  /** `node random.js <seed> <size>`: one small valid input; lets the finder make counterexamples. */
  randomInputGenerator: inputScriptSchema,
  /** `node validator.js < input`: exits 0 when the input keeps every rule of the statement. */
  inputValidator: inputScriptSchema,
};

/** The create-problem body; also the problem package's validated shape. */
export const problemInputSchema = z.object({
  ...problemFields,
  companies: problemFields.companies.default([]),
  topics: topicsSchema.default([]),
  timeLimitMs: timeLimitSchema.default(DEFAULT_TIME_LIMIT_MS),
  languageTimeLimitsMs: languageTimeLimitsSchema.default({}),
  memoryLimitKb: memoryLimitSchema.default(DEFAULT_MEMORY_LIMIT_KB),
  checker: problemFields.checker.default('default'),
  floatTolerance: floatToleranceSchema.optional(),
  customChecker: customCheckerSchema.optional(),
  testGroups: testGroupsSchema.default([]),
  randomInputGenerator: inputScriptSchema.optional(),
  inputValidator: inputScriptSchema.optional(),
});
export type ProblemInput = z.infer<typeof problemInputSchema>;
/** What a client sends (before defaults and normalisation). */
export type ProblemInputDraft = z.input<typeof problemInputSchema>;

/**
 * The update body: the create body's fields, each optional and with no default. A field that is
 * present is validated as on create and replaces the stored value; an absent one keeps it.
 * `floatTolerance: null` goes back to the checker's default tolerance.
 */
export const problemUpdateSchema = z.object(problemFields).partial().extend({
  floatTolerance: floatToleranceSchema.nullable().optional(),
  customChecker: customCheckerSchema.nullable().optional(),
});
export type ProblemUpdate = z.infer<typeof problemUpdateSchema>;
export type ProblemUpdateDraft = z.input<typeof problemUpdateSchema>;

export const problemIdParamsSchema = z.object({ id: z.string().uuid('Invalid problem id') });
/**
 * `GET /problem/problemById/{id}`: start code and reference solutions in the original three
 * languages only (the original client's problem page expects exactly those), or with
 * `languages=all` in every language (the web app).
 */
export const problemByIdQuerySchema = z.object({
  languages: z.enum(['all'], { error: 'languages must be "all" or left out' }).optional(),
});
export const problemIdRouteSchema = z.object({
  problemId: z.string().uuid('Invalid problem id'),
});

export const problemSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  difficulty: z.enum(difficulties),
  /** One string, several tags joined with `, ` ("array, dp"), in every problem shape sent out. */
  tags: z.string(),
  /**
   * The patterns it practises (`problemTopics`), the main one first; may be empty. Always sent
   * by this server; optional for clients reading another's.
   */
  topics: z.array(z.string()).optional(),
  companies: z.array(z.string()),
});
export type ProblemSummary = z.infer<typeof problemSummarySchema>;

/** Largest problem-package zip an admin may upload (`POST /problem/import`). */
export const PROBLEM_PACKAGE_ZIP_LIMIT_BYTES = 64 * 1024 * 1024;

/** `POST /problem/import`: what was imported; the same slug again counts as an update. */
export const problemImportResultSchema = z.object({
  message: z.string(),
  imported: z.array(z.object({ slug: z.string(), created: z.boolean() })),
});
export type ProblemImportResult = z.infer<typeof problemImportResultSchema>;

/**
 * With `page` or `limit` the list is paged (page 1 and `PROBLEM_PAGE_SIZE` when one is left out);
 * with neither, every matching problem is listed at once.
 */
export const problemListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be at least 1').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .optional(),
  difficulty: z.enum([...difficulties, 'all']).optional(),
  tag: z.enum([...problemTags, 'all']).optional(),
  topic: z.enum([...problemTopics, 'all']).optional(),
  status: z.enum(['all', 'solved']).optional(),
  search: text().trim().max(200).optional(),
});
export type ProblemListQuery = z.infer<typeof problemListQuerySchema>;

/** Unpaged, `page` is 1, `limit` is `total` and `totalPages` is 1 (0 when nothing matches). */
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
  /** Signed-in users only: empty for guests. */
  referenceSolution: z.array(z.object({ language: z.string(), completeCode: z.string() })),
  /** The base limit: C++'s, and every language's times its factor unless overridden below. */
  timeLimitMs: z.number(),
  /** The problem's own limits for some languages (`timeLimitFor` gives any language's). */
  languageTimeLimitsMs: z.partialRecord(z.enum(languageIds), z.number()),
  memoryLimitKb: z.number(),
  checker: z.enum(checkerTypes),
  floatTolerance: z.number().optional(),
  /** Only for admins (the edit form): the checker program of a `custom` checker. */
  customChecker: customCheckerSchema.optional(),
  /** The subtasks, when the problem is scored by them (their names and points are public). */
  testGroups: z.array(testGroupSchema).optional(),
  /** Only for admins (the edit form): the random-input generator and input validator, if any. */
  randomInputGenerator: z.string().optional(),
  inputValidator: z.string().optional(),
  /** Whether a failed submission can ask for a counterexample (the problem has a generator). */
  hasRandomInputs: z.boolean().optional(),
  /** The program talks to an interactor instead of reading a whole input (Run: examples only). */
  interactive: z.boolean().optional(),
  /** The editorial (text, hints and video) goes to signed-in users only. */
  editorial: z.string().optional(),
  hints: z.array(z.string()).optional(),
  secureUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
  duration: z.number().optional(),
});
export type ProblemDetail = z.infer<typeof problemDetailSchema>;
