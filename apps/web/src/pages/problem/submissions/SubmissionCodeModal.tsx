import { Alert } from '../../../components/ui/Alert';
import { Modal } from '../../../components/ui/Modal';
import { CounterexampleView } from '../../../judge/CounterexampleFinder';
import { FailedTestView } from '../../../judge/FailedTestView';
import {
  formatMemory,
  formatRuntime,
  type SubmissionRow,
} from '../../../problems/submissionFormat';
import { StatusBadge } from './StatusBadge';
import { formatSubmittedAt } from './SubmissionList';

export function SubmissionCodeModal({
  submission,
  onClose,
}: {
  submission: SubmissionRow;
  onClose: () => void;
}) {
  const details: [string, string][] = [
    ['Language', submission.language],
    ['Submitted', formatSubmittedAt(submission.createdAt)],
    ['Runtime', formatRuntime(submission.runtime)],
    ['Memory', formatMemory(submission.memory)],
    ['Test cases', `${submission.passed ?? '-'}/${submission.total ?? '-'}`],
  ];
  return (
    <Modal title="Submission Details" onClose={onClose}>
      <div className="flex flex-col gap-4">
        <StatusBadge status={submission.status} />
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="text-fg">{value}</dd>
            </div>
          ))}
        </dl>
        {submission.error ? (
          <pre className="max-h-40 overflow-auto rounded-md border border-danger/50 bg-danger-bg p-2 font-mono text-xs whitespace-pre-wrap text-fg">
            {submission.error}
          </pre>
        ) : null}
        {submission.failedTest ? <FailedTestView test={submission.failedTest} /> : null}
        {submission.counterexample?.found ? (
          <CounterexampleView answer={submission.counterexample} />
        ) : null}
        {submission.code ? (
          <pre className="max-h-[45dvh] overflow-auto rounded-lg border border-border bg-bg p-3 font-mono text-xs text-fg">
            <code>{submission.code}</code>
          </pre>
        ) : (
          // The server sent the submission without its code.
          <Alert>Failed to view submission code</Alert>
        )}
      </div>
    </Modal>
  );
}
