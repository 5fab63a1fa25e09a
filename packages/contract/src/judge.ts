import { z } from 'zod';
import { type CheckerType, languageIds } from './vocabulary';

// Judge jobs and results: what the API server sends to a judge worker and gets back.
// Status ids follow Judge0's table so Judge0 clients and our own UI read the same numbers;
// 15 and 16 are our additions for verdicts Judge0 folds into runtime errors
// (docs/decisions/101-verdict-status-ids.md).

export const ZJudgeLanguage = z.enum(languageIds);
export type TJudgeLanguage = z.infer<typeof ZJudgeLanguage>;

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
  internalError: 13,
  memoryLimitExceeded: 15,
  outputLimitExceeded: 16,
} as const;
export type TJudgeStatusId = (typeof JudgeStatus)[keyof typeof JudgeStatus];

export const judgeStatusDescriptions: Record<TJudgeStatusId, string> = {
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

export const judgeStatusIds = Object.values(JudgeStatus) as TJudgeStatusId[];
export const ZJudgeStatusId = z
  .number()
  .int()
  .refine((id): id is TJudgeStatusId => (judgeStatusIds as number[]).includes(id), {
    message: 'Unknown judge status id',
  });

export function judgeStatus(id: TJudgeStatusId): TJudgeStatus {
  return { id, description: judgeStatusDescriptions[id] };
}

export const ZJudgeStatus = z.object({ id: ZJudgeStatusId, description: z.string() });
export type TJudgeStatus = { id: TJudgeStatusId; description: string };

export const ZJudgeChecker = z.discriminatedUnion('type', [
  z.object({ type: z.literal('default') }),
  z.object({ type: z.literal('tokens') }),
  z.object({
    type: z.literal('float'),
    absTolerance: z.number().nonnegative().optional(),
    relTolerance: z.number().nonnegative().optional(),
  }),
]);
export type TJudgeChecker = z.infer<typeof ZJudgeChecker>;

/** Compiles only while the judge's checkers are exactly the vocabulary's checker kinds. */
type SameUnion<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const judgeCheckersMatchVocabulary: SameUnion<TJudgeChecker['type'], CheckerType> = true;

export const ZJudgeLimits = z.object({
  cpuMs: z.number().int().min(50).max(60_000),
  wallMs: z.number().int().min(100).max(120_000),
  memoryKb: z.number().int().min(16_384).max(4_194_304),
  outputKb: z.number().int().min(1).max(65_536),
});
export type TJudgeLimits = z.infer<typeof ZJudgeLimits>;

/**
 * The wall-clock limit for a CPU-time limit. Time limits are judged on CPU time; the wall clock
 * is only a backstop for programs that sleep or block, so it is generous enough that a busy host
 * (every core taken by other runs) never turns a correct program's run into a Time Limit.
 */
export function wallLimitMs(cpuMs: number): number {
  return cpuMs * 3 + 2000;
}

/** Problem defaults: 2 s, 256 MB, 64 KB of stdout; wall from wallLimitMs (docs/product.md). */
export const defaultJudgeLimits: TJudgeLimits = {
  cpuMs: 2000,
  wallMs: wallLimitMs(2000),
  memoryKb: 262_144,
  outputKb: 64,
};

export const ZJudgeTest = z.object({ input: z.string(), expected: z.string() });
export type TJudgeTest = z.infer<typeof ZJudgeTest>;

export const ZJudgeJob = z.object({
  language: ZJudgeLanguage,
  code: z
    .string()
    .min(1)
    .max(256 * 1024),
  tests: z.array(ZJudgeTest).min(1).max(500),
  limits: ZJudgeLimits,
  checker: ZJudgeChecker.default({ type: 'default' }),
});
export type TJudgeJob = z.infer<typeof ZJudgeJob>;
/** What callers may pass: the checker is optional and defaults to `{type: 'default'}`. */
export type TJudgeJobInput = z.input<typeof ZJudgeJob>;

export const ZJudgeTestResult = z.object({
  status_id: ZJudgeStatusId,
  status: ZJudgeStatus,
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
});
export type TJudgeTestResult = z.infer<typeof ZJudgeTestResult>;

export const ZJudgeCompileResult = z.object({ ok: z.boolean(), output: z.string() });
export type TJudgeCompileResult = z.infer<typeof ZJudgeCompileResult>;

export const ZJudgeResult = z.object({
  compile: ZJudgeCompileResult,
  /** Empty when compilation failed or the job could not run at all. */
  tests: z.array(ZJudgeTestResult),
  /** Overall verdict: the first non-accepted test's status, or Accepted. */
  status: ZJudgeStatus,
  status_id: ZJudgeStatusId,
  /** Set on Internal Error: why the job could not be judged. */
  error: z.string().nullable(),
});
export type TJudgeResult = z.infer<typeof ZJudgeResult>;
