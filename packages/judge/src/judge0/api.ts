import { type JudgeLimits, type LanguageId, languageIds, languages } from '@grindstone/contract';

// The subset of Judge0's HTTP API we use (https://ce.judge0.com, "Submissions" and "Batch").

/** Judge0 CE's language id of each of our languages (C++ GCC 9.2, OpenJDK 13, Node.js 12). */
export const judge0LanguageIds = Object.fromEntries(
  languageIds.map((id) => [id, languages[id].judge0Id]),
) as Record<LanguageId, number>;

/** Judge0 refuses bigger batches by default (MAX_SUBMISSION_BATCH_SIZE = 20). */
export const maxBatchSize = 20;

/**
 * A stock Judge0 refuses (422) a submission whose limits exceed its MAX_* settings; these are
 * their documented defaults (judge0.conf: MAX_CPU_TIME_LIMIT, MAX_WALL_TIME_LIMIT,
 * MAX_MEMORY_LIMIT, MAX_STACK_LIMIT, MAX_MAX_FILE_SIZE). We clamp to them rather than have every
 * job of a generous problem refused, which the judge would report as a judge failure.
 */
export const judge0MaxLimits = {
  cpu_time_limit: 15, // seconds
  wall_time_limit: 20, // seconds
  memory_limit: 512_000, // KB
  stack_limit: 128_000, // KB
  max_file_size: 4096, // KB
} as const;

export type Judge0Limits = { [name in keyof typeof judge0MaxLimits]: number };

/** Our limits as Judge0 accepts them; stack and files get the most it allows, like our sandbox. */
export function judge0Limits(limits: JudgeLimits): Judge0Limits {
  const max = judge0MaxLimits;
  return {
    cpu_time_limit: Math.min(limits.cpuMs / 1000, max.cpu_time_limit),
    wall_time_limit: Math.min(limits.wallMs / 1000, max.wall_time_limit),
    memory_limit: Math.min(limits.memoryKb, max.memory_limit),
    stack_limit: max.stack_limit,
    max_file_size: max.max_file_size,
  };
}

export type Judge0Submission = Judge0Limits & {
  source_code: string;
  language_id: number;
  stdin: string;
};

export type Judge0Result = {
  token: string;
  status_id?: number;
  status?: { id: number; description: string };
  stdout: string | null;
  stderr: string | null;
  compile_output: string | null;
  message: string | null;
  time: string | null;
  wall_time: string | null;
  memory: number | null;
  exit_code: number | null;
  exit_signal: number | null;
};

export const resultFields =
  'token,status_id,status,stdout,stderr,compile_output,message,time,wall_time,memory,exit_code,exit_signal';

export const toBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
export const fromBase64 = (text: string | null) =>
  text === null ? '' : Buffer.from(text, 'base64').toString('utf8');
