import type { LanguageId, RunResult, SubmitResult } from '@grindstone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../api/ApiRequestError';
import { runCode, submitCode } from '../../problems/problemsApi';
import { problemKeys } from '../../problems/queries';

export type JudgeBusy = 'none' | 'run' | 'submit';

/** The server's own message (judge busy, rate limited…), else the product's fallback text. */
function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status > 0) {
    return error.message === FALLBACK_ERROR_MESSAGE ? fallback : error.message;
  }
  return fallback;
}

export interface SubmitOutcome extends SubmitResult {
  /** Changes with every submit result, so the submissions panel knows to refresh. */
  receivedAt: number;
}

/** Run and Submit state (docs/product.md#code-panel): one in flight at a time. */
export function useJudge(problemId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<JudgeBusy>('none');
  const [runResult, setRunResult] = useState<RunResult | null>(null);
  const [submitResult, setSubmitResult] = useState<SubmitOutcome | null>(null);

  const run = useCallback(
    async (code: string, language: LanguageId) => {
      setBusy('run');
      setRunResult(null);
      try {
        setRunResult(await runCode(problemId, code, language));
      } catch (error) {
        setRunResult({
          success: false,
          error: serverMessage(error, 'Internal server error'),
          testCases: [],
          runtime: 0,
          memory: 0,
        });
      } finally {
        setBusy('none');
      }
    },
    [problemId],
  );

  const submit = useCallback(
    async (code: string, language: LanguageId) => {
      setBusy('submit');
      setSubmitResult(null);
      try {
        const result = await submitCode(problemId, code, language);
        setSubmitResult({ ...result, receivedAt: Date.now() });
        if (result.accepted) void queryClient.invalidateQueries({ queryKey: problemKeys.all });
      } catch (error) {
        setSubmitResult({
          accepted: false,
          error: serverMessage(error, 'Submission failed'),
          status: 'Failed',
          status_id: 0,
          passedTestCases: 0,
          totalTestCases: 0,
          runtime: 0,
          memory: 0,
          submissionId: '',
          receivedAt: Date.now(),
        });
      } finally {
        setBusy('none');
      }
    },
    [problemId, queryClient],
  );

  return { busy, runResult, submitResult, run, submit, clearRun: () => setRunResult(null) };
}
