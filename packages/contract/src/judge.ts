import { z } from 'zod';
import { type CheckerType, checkerProtocols, languageIds } from './vocabulary';

// Judge jobs and results: what the API server sends to a judge worker and gets back.
// Status ids follow Judge0's table so Judge0 clients and our own UI read the same numbers;
// 15 and 16 are our additions for verdicts Judge0 folds into runtime errors
// (docs/decisions/101-verdict-status-ids.md).

/** A language id on the wire; its type is the vocabulary's `LanguageId`. */
export const judgeLanguageSchema = z.enum(languageIds);

export const JudgeStatus = {
  accepted: 3,
  wrongAnswer: 4,
  timeLimitExceeded: 5,
  compilationError: 6,
  runtimeErrorSigsegv: 7,
  runtimeErrorSigxfsz: 8,
  runtimeErrorSigfpe: 9,
  runtimeErrorSigabrt: 10,
  runtimeErrorNzec: 11,
  runtimeErrorOther: 12,
  // No judge returns it: a failed judge throws. It is what a stored submission says when the
  // judge failed while judging it (and what an orphaned pending one is marked as).
  internalError: 13,
  memoryLimitExceeded: 15,
  outputLimitExceeded: 16,
} as const;
export type JudgeStatusId = (typeof JudgeStatus)[keyof typeof JudgeStatus];

export const judgeStatusDescriptions: Record<JudgeStatusId, string> = {
  3: 'Accepted',
  4: 'Wrong Answer',
  5: 'Time Limit Exceeded',
  6: 'Compilation Error',
  7: 'Runtime Error (SIGSEGV)',
  8: 'Runtime Error (SIGXFSZ)',
  9: 'Runtime Error (SIGFPE)',
  10: 'Runtime Error (SIGABRT)',
  11: 'Runtime Error (NZEC)',
  12: 'Runtime Error (Other)',
  13: 'Internal Error',
  15: 'Memory Limit Exceeded',
  16: 'Output Limit Exceeded',
};

export const judgeStatusIds = Object.values(JudgeStatus) as JudgeStatusId[];
export const judgeStatusIdSchema = z
  .number()
  .int()
  .refine((id): id is JudgeStatusId => (judgeStatusIds as number[]).includes(id), {
    message: 'Unknown judge status id',
  });

export function judgeStatus(id: JudgeStatusId): JudgeStatusInfo {
  return { id, description: judgeStatusDescriptions[id] };
}

// What the server and the web app ask of a status id. They ask these helpers instead of
// comparing with numbers of their own, so the table above is the only place the ids are spelled.

/** Passed: the one verdict a learner counts as solved (a test's or a whole result's). */
export function isAccepted(id: number): boolean {
  return id === JudgeStatus.accepted;
}

const runtimeErrorIds: ReadonlySet<number> = new Set([
  JudgeStatus.runtimeErrorSigsegv,
  JudgeStatus.runtimeErrorSigxfsz,
  JudgeStatus.runtimeErrorSigfpe,
  JudgeStatus.runtimeErrorSigabrt,
  JudgeStatus.runtimeErrorNzec,
  JudgeStatus.runtimeErrorOther,
]);

/** The program crashed or exited non-zero: its stderr is the explanation worth showing. */
export function isRuntimeError(id: number): boolean {
  return runtimeErrorIds.has(id);
}

/**
 * The program ran to its end within every limit, so its output was compared with the expected
 * one: Accepted or Wrong Answer. Any other verdict means it produced no usable output.
 */
export function ranToCompletion(id: number): boolean {
  return id === JudgeStatus.accepted || id === JudgeStatus.wrongAnswer;
}

export const judgeStatusSchema = z.object({ id: judgeStatusIdSchema, description: z.string() });
export type JudgeStatusInfo = { id: JudgeStatusId; description: string };

/** A header a checker includes (`#include "name"`), e.g. testlib.h or validate.h. */
export const checkerFileNameSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/,
    'A checker file name has letters, digits, _ . - only',
  );

/**
 * A problem's own checker: one C++ program and the headers it includes. The judge compiles it
 * (once, cached) with every quoted include of a file given here inlined, and runs it in the
 * sandbox after each test the program ran to its end.
 */
export const customCheckerSchema = z.object({
  protocol: z.enum(checkerProtocols),
  source: z
    .string()
    .min(1, 'The checker has no source')
    .max(512 * 1024, 'The checker source is larger than 512 KB'),
  files: z
    .record(
      checkerFileNameSchema,
      z.string().max(1024 * 1024, 'A checker file is larger than 1 MB'),
    )
    .refine((files) => Object.keys(files).length <= 20, 'At most 20 checker files')
    .default({}),
  /** Extra arguments after the protocol's own (Kattis's `validator_flags`). */
  args: z.array(z.string().max(200)).max(20).default([]),
  /**
   * An interactor (Kattis's `validation: custom interactive`, protocol `kattis` only): it runs
   * beside the program and talks to it on stdin and stdout instead of reading its output.
   */
  interactive: z.boolean().optional(),
});
export type CustomChecker = z.infer<typeof customCheckerSchema>;

export const judgeCheckerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('default') }),
  z.object({ type: z.literal('tokens') }),
  z.object({
    type: z.literal('float'),
    absTolerance: z.number().nonnegative().optional(),
    relTolerance: z.number().nonnegative().optional(),
  }),
  customCheckerSchema.extend({ type: z.literal('custom') }),
]);
export type JudgeChecker = z.infer<typeof judgeCheckerSchema>;

/** Compiles only while the judge's checkers are exactly the vocabulary's checker kinds. */
type SameUnion<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const judgeCheckersMatchVocabulary: SameUnion<JudgeChecker['type'], CheckerType> = true;

export const judgeLimitsSchema = z.object({
  cpuMs: z.number().int().min(50).max(60_000),
  wallMs: z.number().int().min(100).max(120_000),
  memoryKb: z.number().int().min(16_384).max(4_194_304),
  outputKb: z.number().int().min(1).max(65_536),
});
export type JudgeLimits = z.infer<typeof judgeLimitsSchema>;

/**
 * The wall-clock limit for a CPU-time limit. Time limits are judged on CPU time; the wall clock
 * is only a backstop for programs that sleep or block, so it is generous enough that a busy host
 * (every core taken by other runs) never turns a correct program's run into a Time Limit.
 */
export function wallLimitMs(cpuMs: number): number {
  return cpuMs * 3 + 2000;
}

/** Problem defaults: 2 s, 256 MB, 64 KB of stdout; wall from wallLimitMs (docs/product.md). */
export const defaultJudgeLimits: JudgeLimits = {
  cpuMs: 2000,
  wallMs: wallLimitMs(2000),
  memoryKb: 262_144,
  outputKb: 64,
};

export const judgeTestSchema = z.object({ input: z.string(), expected: z.string() });
export type JudgeTest = z.infer<typeof judgeTestSchema>;

export const judgeJobSchema = z.object({
  language: judgeLanguageSchema,
  code: z
    .string()
    .min(1)
    .max(256 * 1024),
  tests: z.array(judgeTestSchema).min(1).max(500),
  limits: judgeLimitsSchema,
  checker: judgeCheckerSchema.default({ type: 'default' }),
  /**
   * Work no learner is waiting on a verdict for (the counterexample finder): it waits until no
   * other job does, and its runs take a free slot only when no other job's run wants it.
   */
  background: z.boolean().optional(),
});
export type JudgeJob = z.infer<typeof judgeJobSchema>;
/** What callers may pass: the checker is optional and defaults to `{type: 'default'}`. */
export type JudgeJobInput = z.input<typeof judgeJobSchema>;

/** One side's turn in an interactive test: what it sent the other in one go. */
export const exchangeTurnSchema = z.object({
  from: z.enum(['program', 'judge']),
  text: z.string(),
});
export type ExchangeTurn = z.infer<typeof exchangeTurnSchema>;

export const judgeTestResultSchema = z.object({
  status_id: judgeStatusIdSchema,
  status: judgeStatusSchema,
  stdout: z.string(),
  stderr: z.string(),
  /** CPU seconds. */
  time: z.number().nonnegative(),
  /** Wall-clock seconds. */
  wallTime: z.number().nonnegative(),
  /** Peak memory in KB. */
  memory: z.number().nonnegative(),
  exitCode: z.number().int().nullable(),
  signal: z.number().int().nullable(),
  /**
   * Why the judge gave this verdict, when the status alone would mislead (as Judge0's `message`):
   * e.g. a program stopped by the wall-clock backstop while it was waiting, not computing, or one
   * that reached its limit on processes and threads. It names no test data, so it may be shown
   * for hidden tests too.
   */
  message: z.string().optional(),
  /**
   * What the problem's own checker said of the output (a Kattis judge message, testlib's
   * comment). It may quote the test's data, so only the problem's authors and visible tests see it.
   */
  checkerMessage: z.string().optional(),
  /**
   * An interactive test's exchange, in order (the first 64 KB). It is the test's data too, so
   * only visible tests' exchanges are shown.
   */
  exchange: z.array(exchangeTurnSchema).optional(),
});
export type JudgeTestResult = z.infer<typeof judgeTestResultSchema>;

export const judgeCompileResultSchema = z.object({ ok: z.boolean(), output: z.string() });
export type JudgeCompileResult = z.infer<typeof judgeCompileResultSchema>;

export const judgeResultSchema = z.object({
  compile: judgeCompileResultSchema,
  /** Empty when compilation failed. */
  tests: z.array(judgeTestResultSchema),
  /** Overall verdict: the first non-accepted test's status, or Accepted. */
  status: judgeStatusSchema,
  status_id: judgeStatusIdSchema,
  /**
   * Always null from this version's judges: a job the judge could not judge is no result but a
   * thrown JudgeError('judge-failed'). Kept so that servers and workers of different versions
   * still read each other's results.
   */
  error: z.string().nullable(),
});
export type JudgeResult = z.infer<typeof judgeResultSchema>;
