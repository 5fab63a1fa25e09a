import type { LanguageId, RunResult, SubmitResult } from '@grindstone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../api/ApiRequestError';
import { useAuth } from '../auth/AuthContext';
import { contestKeys } from '../contests/queries';
import { practiceKeys } from '../practice/queries';
import { runCode } from '../problems/problemsApi';
import { problemKeys } from '../problems/queries';
import { submitWithProgress } from '../problems/submitWithProgress';

export type JudgeBusy = 'none' | 'run' | 'submit';

/** The list refreshes 1.5 s after a new submit result (docs/product.md#submissions-panel). */
export const AUTO_REFRESH_MS = 1500;

/** The server's own message (judge busy, rate limited…), else the product's fallback text. */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status > 0) {
    return error.message === FALLBACK_ERROR_MESSAGE ? fallback : error.message;
  }
  return fallback;
}

interface Attempt {
  code: string;
  language: LanguageId;
  /** Run only: an input of the learner's own, judged against the reference's answer. */
  customInput?: string;
}

/** What the latest call came to: the judge's answer, the reason there is none, or nothing yet. */
export type JudgeOutcome<Result> =
  | { result: Result; failure?: never }
  | { failure: string; result?: never };

function outcomeOf<Result>(
  mutation: { data: Result | undefined; error: unknown },
  fallback: string,
): JudgeOutcome<Result> | null {
  if (mutation.data !== undefined) return { result: mutation.data };
  if (mutation.error) return { failure: failureMessage(mutation.error, fallback) };
  return null;
}

export type RunOutcome = JudgeOutcome<RunResult>;
export type SubmitOutcome = JudgeOutcome<SubmitResult>;

/**
 * Run and Submit (docs/product.md#code-panel) as two mutations: each call starts from a clean
 * state (the previous result goes), the buttons read `isPending`, and a submit marks the
 * learner's data stale instead of the screen patching it.
 */
export function useJudge(
  problemId: string,
  { onAccepted, contestId }: { onAccepted: () => void; contestId?: string | undefined },
) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id;
  const run = useMutation({
    mutationFn: ({ code, language, customInput }: Attempt) =>
      runCode(problemId, code, language, customInput),
  });
  // The submission's place in line while it waits for the judge (0: being judged).
  const [queuePosition, setQueuePosition] = useState<number | null>(null);
  const submit = useMutation({
    mutationFn: ({ code, language }: Attempt) => {
      setQueuePosition(null);
      return submitWithProgress(problemId, code, language, setQueuePosition, contestId);
    },
    onSuccess: (result) => {
      // A partial score moves the best score the problem list and the profile show.
      if (result.score)
        void queryClient.invalidateQueries({ queryKey: problemKeys.bestScores(userId) });
      if (!result.accepted) return;
      onAccepted();
      // The solved marks on every problem screen; not awaited, so the verdict shows at once.
      void queryClient.invalidateQueries({ queryKey: problemKeys.all });
      // A first solve moves sheet progress and schedules a review.
      for (const part of ['sheets', 'sheet', 'review'] as const) {
        void queryClient.invalidateQueries({ queryKey: [...practiceKeys.all, part] });
      }
    },
    // A failed call may still have stored a verdict (an internal error), so both refresh the
    // history, after the product's pause.
    onSettled: () => {
      window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: problemKeys.submissions(problemId) }),
        AUTO_REFRESH_MS,
      );
      // A contest submission changes the learner's contest submissions and the board.
      if (contestId) void queryClient.invalidateQueries({ queryKey: contestKeys.all });
    },
  });

  const busy: JudgeBusy = run.isPending ? 'run' : submit.isPending ? 'submit' : 'none';
  return {
    busy,
    runOutcome: outcomeOf(run, 'Internal server error'),
    submitOutcome: outcomeOf(submit, 'Submission failed'),
    queuePosition: submit.isPending ? queuePosition : null,
    run: (code: string, language: LanguageId, customInput?: string) =>
      run.mutate({ code, language, customInput }),
    submit: (code: string, language: LanguageId) => submit.mutate({ code, language }),
    clearRun: run.reset,
    /** Both results go: they were for code in another language. */
    clearResults: () => {
      run.reset();
      submit.reset();
    },
  };
}
