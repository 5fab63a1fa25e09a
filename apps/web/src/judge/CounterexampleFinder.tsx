import type { FoundCounterexample } from '@grindstone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../api/ApiRequestError';
import { Button } from '../components/ui/Button';
import { Spinner } from '../components/ui/Spinner';
import { findCounterexample } from '../problems/problemsApi';
import { problemKeys } from '../problems/queries';
import { OutputBlock } from './FailedTestView';
import { LabelledText } from './LabelledText';

/** Whole seconds since `active` turned true, ticking once a second: the search's progress. */
function useElapsedSeconds(active: boolean) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!active) return;
    setSeconds(0);
    const started = Date.now();
    const timer = window.setInterval(
      () => setSeconds(Math.floor((Date.now() - started) / 1000)),
      1000,
    );
    return () => window.clearInterval(timer);
  }, [active]);
  return seconds;
}

/** A found counterexample: the input, both outputs with the first difference marked. */
export function CounterexampleView({
  answer,
  onUseAsCustomInput,
}: {
  answer: FoundCounterexample;
  onUseAsCustomInput?: (input: string) => void;
}) {
  return (
    <section
      aria-label="Small failing input"
      className="flex flex-col gap-2 rounded-lg border border-danger/50 p-3"
    >
      <h3 className="text-sm font-semibold text-fg">
        Small failing input: {answer.verdict}
        <span className="ml-2 text-xs font-normal text-muted">
          found in {answer.tries} tries, shrunk {answer.shrinkSteps} times
        </span>
      </h3>
      <LabelledText label="Input" value={answer.input} />
      <LabelledText label="Expected Output" value={answer.expectedOutput} />
      <OutputBlock expected={answer.expectedOutput} output={answer.output} />
      {answer.stderr ? <LabelledText label="Error Output" value={answer.stderr} /> : null}
      {onUseAsCustomInput ? (
        <div>
          <Button size="sm" variant="secondary" onClick={() => onUseAsCustomInput(answer.input)}>
            Use as custom input
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * "Find a small failing input" for a failed submission: the server searches fresh random inputs
 * (never a hidden test) for one on which the program and the reference disagree.
 */
export function CounterexampleFinder({
  problemId,
  submissionId,
  onUseAsCustomInput,
}: {
  problemId: string;
  submissionId: string;
  onUseAsCustomInput: (input: string) => void;
}) {
  const queryClient = useQueryClient();
  const search = useMutation({
    mutationFn: () => findCounterexample(submissionId),
    // The submissions list shows the stored answer too.
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: problemKeys.submissions(problemId) }),
  });
  const seconds = useElapsedSeconds(search.isPending);

  if (search.isPending) {
    return (
      <div className="flex items-center gap-3 text-sm text-muted">
        <Spinner label="Searching" /> Searching for a small failing input… {seconds} s
      </div>
    );
  }
  if (search.data?.found) {
    return <CounterexampleView answer={search.data} onUseAsCustomInput={onUseAsCustomInput} />;
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <Button size="sm" variant="secondary" onClick={() => search.mutate()}>
        Find a small failing input
      </Button>
      {search.data && !search.data.found ? (
        <p className="text-sm text-muted">{search.data.message}</p>
      ) : null}
      {search.error ? (
        <p role="alert" className="text-sm text-danger">
          {search.error instanceof ApiRequestError
            ? search.error.message
            : 'The search failed. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}
