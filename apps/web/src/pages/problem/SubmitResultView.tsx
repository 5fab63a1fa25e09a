import { isRuntimeError, JudgeStatus } from '@grindstone/contract';
import { Spinner } from '../../components/ui/Spinner';
import { CounterexampleFinder } from '../../judge/CounterexampleFinder';
import { FailedTestView } from '../../judge/FailedTestView';
import type { SubmitOutcome } from '../../judge/useJudge';
import { submitVerdict } from '../../problems/resultHeadings';
import { formatMemory, formatRuntime } from '../../problems/submissionFormat';
import { ScoreBreakdown } from './ScoreBreakdown';

/**
 * The result tab: the verdict of the latest submit, or why there is none. A Wrong Answer or a
 * runtime error on a problem with random inputs offers the counterexample finder. On a problem
 * with subtasks the points come right under the verdict: they are what the learner works for.
 */
export function SubmitResultView({
  outcome,
  submitting,
  finder,
}: {
  outcome: SubmitOutcome | null;
  submitting: boolean;
  finder?: { problemId: string; onUseAsCustomInput: (input: string) => void };
}) {
  if (submitting) {
    return (
      <div className="flex items-center gap-3 text-sm text-muted">
        <Spinner label="Judging" /> Judging your submission against all tests…
      </div>
    );
  }
  if (!outcome) {
    return <p className="text-sm text-muted">Submit your code to see the verdict here.</p>;
  }
  if (outcome.failure !== undefined) {
    return <h2 className="text-2xl font-bold break-words text-danger">✗ {outcome.failure}</h2>;
  }
  const { result } = outcome;
  const verdict = result.accepted ? null : submitVerdict(result);
  return (
    <div className="flex flex-col gap-4">
      {verdict ? (
        <h2 className="text-2xl font-bold break-words text-danger">✗ {verdict.heading}</h2>
      ) : (
        <h2 className="text-2xl font-bold text-success">Accepted</h2>
      )}
      {result.score ? <ScoreBreakdown score={result.score} /> : null}
      {verdict?.details ? (
        <pre className="max-h-64 overflow-auto rounded-md border border-danger/50 bg-danger-bg p-2 font-mono text-xs whitespace-pre-wrap text-fg">
          {verdict.details}
        </pre>
      ) : null}
      <dl className="grid grid-cols-3 gap-3">
        {[
          ['Test Cases Passed', `${result.passedTestCases}/${result.totalTestCases}`],
          ['Runtime', formatRuntime(result.runtime)],
          ['Memory', formatMemory(result.memory)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border bg-raised/40 p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-1 font-mono text-lg text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      {result.failedTest ? <FailedTestView test={result.failedTest} /> : null}
      {finder && mayHaveCounterexample(result.status_id) ? (
        <CounterexampleFinder
          key={result.submissionId}
          problemId={finder.problemId}
          submissionId={result.submissionId}
          onUseAsCustomInput={finder.onUseAsCustomInput}
        />
      ) : null}
    </div>
  );
}

/** The finder looks for wrong answers and crashes; other verdicts have nothing it can show. */
const mayHaveCounterexample = (statusId: number) =>
  statusId === JudgeStatus.wrongAnswer || isRuntimeError(statusId);
