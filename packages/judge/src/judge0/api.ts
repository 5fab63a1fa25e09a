import type { TJudgeLanguage } from '@grindstone/contract';

// The subset of Judge0's HTTP API we use (https://ce.judge0.com, "Submissions" and "Batch").

/** Judge0 CE language ids: C++ (GCC 9.2.0), Java (OpenJDK 13.0.1), JavaScript (Node.js 12.14.0). */
export const judge0LanguageIds: Record<TJudgeLanguage, number> = {
  cpp: 54,
  java: 62,
  javascript: 63,
};

/** Judge0 refuses bigger batches by default (MAX_SUBMISSION_BATCH_SIZE = 20). */
export const maxBatchSize = 20;

export type Judge0Submission = {
  source_code: string;
  language_id: number;
  stdin: string;
  cpu_time_limit: number;
  wall_time_limit: number;
  memory_limit: number;
  max_file_size: number;
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
