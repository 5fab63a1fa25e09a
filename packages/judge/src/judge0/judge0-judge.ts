import { type JudgeJob, type JudgeResult, JudgeStatus, judgeStatus } from '@grindstone/contract';
import type { Judge } from '../create-judge';
import { asJudgeError, JudgeError } from '../errors';
import { languages } from '../languages';
import {
  fromBase64,
  type Judge0Result,
  type Judge0Submission,
  judge0LanguageIds,
  judge0Limits,
  maxBatchSize,
  resultFields,
  toBase64,
} from './api';
import { mapJudge0Result } from './map-result';

export type Judge0Options = {
  url: string;
  authToken?: string;
  /** Give up ('judge-failed') when results take longer. Default 120 s. */
  timeoutMs?: number;
  /** First poll delay; doubles up to 2 s. Default 250 ms. */
  pollMs?: number;
};

/**
 * A Judge backed by an existing Judge0 server (JUDGE0_URL): same jobs, same results, executed
 * remotely through the batch API. Judge0 compiles per submission, so each test recompiles.
 */
export function createJudge0Judge(options: Judge0Options): Judge {
  const base = options.url.replace(/\/+$/, '');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.authToken) headers['x-auth-token'] = options.authToken;
  const timeoutMs = options.timeoutMs ?? 120_000;

  async function call<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(`${base}${path}`, { ...init, headers });
    if (!response.ok) throw new Error(`Judge0 ${path.split('?')[0]} answered ${response.status}`);
    return (await response.json()) as T;
  }

  async function runBatch(job: JudgeJob, start: number): Promise<Judge0Result[]> {
    const tests = job.tests.slice(start, start + maxBatchSize);
    const submissions: Judge0Submission[] = tests.map((test) => ({
      source_code: toBase64(job.code),
      language_id: judge0LanguageIds[job.language],
      stdin: toBase64(test.input),
      ...judge0Limits(job.limits),
    }));
    const created = await call<{ token?: string; error?: string }[]>(
      '/submissions/batch?base64_encoded=true',
      { method: 'POST', body: JSON.stringify({ submissions }) },
    );
    const tokens = created.map((entry) => {
      if (!entry.token) throw new Error(`Judge0 rejected a submission: ${JSON.stringify(entry)}`);
      return entry.token;
    });
    const deadline = Date.now() + timeoutMs;
    for (let wait = options.pollMs ?? 250; ; wait = Math.min(wait * 2, 2000)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      const { submissions: results } = await call<{ submissions: Judge0Result[] }>(
        `/submissions/batch?tokens=${tokens.join(',')}&base64_encoded=true&fields=${resultFields}`,
      );
      const done = results.every((result) => (result.status?.id ?? result.status_id ?? 1) >= 3);
      if (done) return results;
      if (Date.now() > deadline) throw new Error('Judge0 did not finish in time');
    }
  }

  return {
    slots: maxBatchSize,
    sandbox: {
      mode: 'judge0',
      summary: `Judging delegated to Judge0 at ${base}.`,
      bwrap: false,
      uidDrop: false,
      cgroups: false,
      cgroupHost: 'none',
      cgroupVersion: null,
      seccomp: false,
      problems: [],
    },
    availableLanguages: () =>
      Object.values(languages).map((language) => ({
        id: language.id,
        name: language.name,
        available: true as const,
        version: `Judge0 language ${judge0LanguageIds[language.id]}`,
      })),
    close: async () => {},
    async judge(job: JudgeJob): Promise<JudgeResult> {
      if (job.checker.type === 'custom') {
        // Judge0 runs a program and returns its output; a checker program would need a second
        // submission per test, with the hidden answer sent along: not done.
        throw new JudgeError('judge-failed', "Judge0 cannot run a problem's own checker");
      }
      const checker = job.checker;
      try {
        const results: Judge0Result[] = [];
        for (let start = 0; start < job.tests.length; start += maxBatchSize) {
          results.push(...(await runBatch(job, start)));
        }
        const compileFailure = results.find(
          (result) => (result.status?.id ?? result.status_id) === JudgeStatus.compilationError,
        );
        if (compileFailure) {
          const output = fromBase64(compileFailure.compile_output).slice(0, 8 * 1024);
          return {
            compile: { ok: false, output },
            tests: [],
            status_id: JudgeStatus.compilationError,
            status: judgeStatus(JudgeStatus.compilationError),
            error: null,
          };
        }
        const tests = results.map((result, index) =>
          mapJudge0Result(result, job, checker, job.tests[index]?.expected ?? ''),
        );
        const first = tests.find((test) => test.status_id !== JudgeStatus.accepted);
        const statusId = first?.status_id ?? JudgeStatus.accepted;
        return {
          compile: { ok: true, output: '' },
          tests,
          status_id: statusId,
          status: judgeStatus(statusId),
          error: null,
        };
      } catch (error) {
        // Judge0 unreachable, answering an HTTP error (a wrong token, limits it refuses), no
        // result in time, or a test it could not run (mapJudge0Result): the judge failed, and
        // the message (which names Judge0's URL path and status) is for the operator.
        throw asJudgeError(error);
      }
    },
  };
}
