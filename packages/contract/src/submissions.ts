import { z } from 'zod';
import { exchangeTurnSchema } from './judge';
import { languageRequestSchema, scoreSchema } from './problems';
import { text } from './text';

const MAX_CODE = 64 * 1024;

export const runRequestSchema = z.object({
  code: text({ error: 'Code is required' })
    .min(1, 'Code is required')
    .max(MAX_CODE, 'Code is too long (64 KB at most)'),
  language: languageRequestSchema,
  /** Extra input to try; its expected output comes from the reference solution. */
  customInput: text()
    .max(1024 * 1024, 'Custom input is too long (1 MB at most)')
    .optional(),
});
export type RunRequest = z.infer<typeof runRequestSchema>;

export const submitRequestSchema = runRequestSchema.omit({ customInput: true }).extend({
  /** The submission counts for this contest (registered participants, while it runs for them). */
  contestId: z.string().uuid('Invalid contest id').optional(),
});
export type SubmitRequest = z.infer<typeof submitRequestSchema>;

export const runTestCaseSchema = z.object({
  stdin: z.string(),
  expected_output: z.string(),
  stdout: z.string(),
  stderr: z.string(),
  status_id: z.number(),
  status: z.object({ id: z.number(), description: z.string() }),
  /** Seconds of CPU time. */
  time: z.number(),
  /** Peak memory in KB. */
  memory: z.number(),
  /** What the problem's own checker said of the output (Run shows only visible tests). */
  checkerMessage: z.string().optional(),
  /** An interactive problem's exchange between the program and the judge, in order. */
  exchange: z.array(exchangeTurnSchema).optional(),
});
export type RunTestCase = z.infer<typeof runTestCaseSchema>;

export const runResultSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  /**
   * The run's verdict, as a submit's: Accepted, the first failing test's, or Compilation Error
   * (then no test ran, and `error` is the compiler's output).
   */
  status: z.string(),
  status_id: z.number(),
  testCases: z.array(runTestCaseSchema),
  /** Slowest test, seconds. */
  runtime: z.number(),
  /** Largest peak memory, KB. */
  memory: z.number(),
});
export type RunResult = z.infer<typeof runResultSchema>;

/**
 * The first failing test of a submission, when the learner may see that test (a visible
 * example): its input, the expected output, what the program printed and its stderr (each cut
 * to MAX_FAILED_TEST_CHARS). Absent when the first failure is a hidden test, which is only
 * named by its number and verdict.
 */
export const failedTestSchema = z.object({
  /** 0-based position among all the problem's tests (visible examples come first). */
  index: z.number().int().nonnegative(),
  input: z.string(),
  expectedOutput: z.string(),
  output: z.string(),
  stderr: z.string(),
});
export type FailedTest = z.infer<typeof failedTestSchema>;
/** How much of each field of a failed test is kept and shown. */
export const MAX_FAILED_TEST_CHARS = 16 * 1024;

/**
 * `POST /submission/{submissionId}/counterexample`: a small input, made fresh by the problem's
 * random generator and shrunk, on which the submission and the reference disagree — never a
 * hidden test. `verdict` is the submission's on that input ("Wrong Answer", a runtime error…);
 * `tries` counts the inputs run, `shrinkSteps` the smaller failing inputs found after the first.
 */
export const counterexampleSchema = z.discriminatedUnion('found', [
  z.object({
    found: z.literal(true),
    input: z.string(),
    expectedOutput: z.string(),
    output: z.string(),
    stderr: z.string(),
    verdict: z.string(),
    tries: z.number().int().nonnegative(),
    shrinkSteps: z.number().int().nonnegative(),
  }),
  z.object({
    found: z.literal(false),
    tries: z.number().int().nonnegative(),
    message: z.string(),
  }),
]);
export type Counterexample = z.infer<typeof counterexampleSchema>;
export type FoundCounterexample = Extract<Counterexample, { found: true }>;

export const submitResultSchema = z.object({
  accepted: z.boolean(),
  error: z.string().nullable(),
  status: z.string(),
  status_id: z.number(),
  passedTestCases: z.number(),
  totalTestCases: z.number(),
  runtime: z.number(),
  memory: z.number(),
  submissionId: z.string(),
  failedTest: failedTestSchema.optional(),
  /** On a problem with test groups: the points earned, of the most, and per group. */
  score: scoreSchema.optional(),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

export const submissionSchema = z.object({
  _id: z.string(),
  status: z.string(),
  status_id: z.number().nullable(),
  language: z.string(),
  createdAt: z.string(),
  code: z.string(),
  runtime: z.number().nullable(),
  memory: z.number().nullable(),
  testCasesPassed: z.number(),
  testCasesTotal: z.number(),
  errorMessage: z.string().nullable(),
  failedTest: failedTestSchema.optional(),
  /** The finder's stored answer, once the learner has asked for it. */
  counterexample: counterexampleSchema.optional(),
  /** On a problem with test groups: the points earned, of the most, and per group. */
  score: scoreSchema.optional(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionIdParamsSchema = z.object({
  submissionId: z.string().uuid('Invalid submission id'),
});

/**
 * Submit with `Accept: text/event-stream` (the web app): once the judge's queue has taken the
 * submission, `event: position` with `{position}` each time its place in line changes (1: judged
 * next; 0: being judged), then `event: done` with the SubmitResult, or `event: error` with the
 * error body and its HTTP `status`. A refusal before the queue took it (busy, invalid, not
 * found) is a plain JSON error. Without that header (the original client) Submit answers the
 * SubmitResult as JSON once judged.
 */
export const submitStreamEvents = { position: 'position', done: 'done', error: 'error' } as const;
export const queuePositionSchema = z.object({ position: z.number().int().nonnegative() });
export type QueuePosition = z.infer<typeof queuePositionSchema>;

/**
 * `GET /problem/bestScores`: the caller's best score on each problem with subtasks they have
 * submitted to (the problem list and the profile show it beside solved problems).
 */
export const bestScoresSchema = z.object({
  scores: z.array(z.object({ problemId: z.string(), score: z.number(), maxScore: z.number() })),
});
export type BestScores = z.infer<typeof bestScoresSchema>;
