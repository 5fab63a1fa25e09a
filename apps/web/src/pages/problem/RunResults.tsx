import { isAccepted } from '@grindstone/contract';
import { Badge } from '../../components/ui/Badge';
import { Spinner } from '../../components/ui/Spinner';
import { ExchangeView } from '../../judge/ExchangeView';
import { LabelledText } from '../../judge/LabelledText';
import type { RunOutcome } from '../../judge/useJudge';
import { runHeading } from '../../problems/resultHeadings';
import { formatMemory, formatRuntime } from '../../problems/submissionFormat';

function ErrorText({ text }: { text: string }) {
  return (
    <pre className="max-h-48 overflow-auto rounded-md border border-danger/50 bg-danger-bg p-2 font-mono text-xs whitespace-pre-wrap text-fg">
      {text}
    </pre>
  );
}

/**
 * The Test Results pane: one card per test, Passed when its status is Accepted, else Failed. A failed
 * call reads as an unsuccessful run with the reason as its error text.
 */
export function RunResults({
  outcome,
  running,
  loginPrompt,
}: {
  outcome: RunOutcome | null;
  running: boolean;
  loginPrompt: React.ReactNode;
}) {
  if (loginPrompt) return loginPrompt;
  if (running) {
    return (
      <div className="flex items-center gap-3 text-sm text-muted">
        <Spinner label="Running" /> Running your code against the examples…
      </div>
    );
  }
  if (!outcome) {
    return <p className="text-sm text-muted">Run your code to see the test results here.</p>;
  }
  if (outcome.failure !== undefined) {
    return (
      <div className="flex flex-col gap-3">
        <p className="font-semibold text-danger">Some examples failed</p>
        <ErrorText text={outcome.failure} />
      </div>
    );
  }
  const { result } = outcome;
  return (
    <div className="flex flex-col gap-3">
      <p className={result.success ? 'font-semibold text-success' : 'font-semibold text-danger'}>
        {runHeading(result)}
        {result.testCases.length > 0 ? (
          <span className="ml-2 text-xs font-normal text-muted">
            Runtime {formatRuntime(result.runtime)} · Memory {formatMemory(result.memory)}
          </span>
        ) : null}
      </p>
      {result.error ? <ErrorText text={result.error} /> : null}
      {result.testCases.map((test, index) => {
        const passed = isAccepted(test.status_id);
        return (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: tests come back in a fixed order.
            key={index}
            aria-label={`Test case ${index + 1}`}
            className="flex flex-col gap-2 rounded-lg border border-border p-3"
          >
            <div className="flex items-center gap-2">
              <h3 className="text-sm font-semibold text-fg">Case {index + 1}</h3>
              <Badge tone={passed ? 'easy' : 'danger'}>{passed ? 'Passed' : 'Failed'}</Badge>
              {!passed ? (
                <span className="text-xs text-muted">{test.status.description}</span>
              ) : null}
            </div>
            <LabelledText label="Input" value={test.stdin} />
            {test.exchange ? (
              <ExchangeView turns={test.exchange} />
            ) : (
              <>
                <LabelledText label="Expected Output" value={test.expected_output} />
                <LabelledText label="Your Output" value={test.stdout} />
              </>
            )}
            {test.checkerMessage ? (
              <LabelledText label="Checker Message" value={test.checkerMessage} />
            ) : null}
            {test.stderr ? <LabelledText label="Error Output" value={test.stderr} /> : null}
          </section>
        );
      })}
    </div>
  );
}
