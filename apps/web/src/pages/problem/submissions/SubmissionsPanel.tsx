import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useSubmissions } from '../../../problems/queries';
import { type SubmissionRow, submissionsErrorMessage } from '../../../problems/submissionFormat';
import type { SubmitOutcome } from '../useJudge';
import { RenderErrorBoundary } from './RenderErrorBoundary';
import { StatusBadge } from './StatusBadge';
import { SubmissionCodeModal } from './SubmissionCodeModal';
import { SubmissionList } from './SubmissionList';

/** Spec section 9: the list refreshes 1.5 s after a new submit result. */
export const AUTO_REFRESH_MS = 1500;

function Panel({ problemId, latest }: { problemId: string; latest: SubmitOutcome | null }) {
  const query = useSubmissions(problemId, true);
  const [viewing, setViewing] = useState<SubmissionRow | null>(null);
  const [dismissedAt, setDismissedAt] = useState(0);
  const { refetch } = query;

  useEffect(() => {
    if (!latest) return;
    const timer = window.setTimeout(() => void refetch(), AUTO_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [latest, refetch]);

  const submissions = query.data ?? [];
  const showError = query.isError && query.errorUpdatedAt !== dismissedAt;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-fg">Submissions</h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void refetch()}
          disabled={query.isFetching}
        >
          {query.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {latest ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          Latest result: <StatusBadge status={latest.accepted ? 'Accepted' : latest.status} />
          {latest.totalTestCases > 0 ? (
            <span>
              {latest.passedTestCases}/{latest.totalTestCases} tests
            </span>
          ) : null}
        </p>
      ) : null}
      {query.isPending ? (
        <div className="flex items-center gap-3 text-sm text-muted">
          <Spinner label="Loading submissions" /> Loading submissions…
        </div>
      ) : showError ? (
        <div role="alert" className="rounded-lg border border-danger/50 bg-danger-bg p-4 text-sm">
          <p className="text-fg">{submissionsErrorMessage(query.error)}</p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={() => void refetch()}>
              Try Again
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDismissedAt(query.errorUpdatedAt)}>
              Dismiss
            </Button>
          </div>
        </div>
      ) : submissions.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-6 text-center">
          <p className="font-semibold text-fg">No submissions yet</p>
          <p className="mt-1 text-sm text-muted">
            Just submitted? Press Refresh to see your latest submission.
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {submissions.length} submission{submissions.length === 1 ? '' : 's'}
          </p>
          <SubmissionList submissions={submissions} onView={setViewing} />
        </>
      )}
      {viewing ? (
        <SubmissionCodeModal submission={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </div>
  );
}

/** The submissions tab: this learner's history for the problem. */
export function SubmissionsPanel({
  problemId,
  latest,
}: {
  problemId: string;
  latest: SubmitOutcome | null;
}) {
  const { user } = useAuth();
  if (!problemId) return <p className="text-sm text-danger">Problem ID is required</p>;
  if (!user) {
    return (
      <p className="text-sm text-muted">
        <Link to="/login" className="font-semibold text-accent underline">
          Log in
        </Link>{' '}
        to see your submissions.
      </p>
    );
  }
  return (
    <RenderErrorBoundary>
      <Panel problemId={problemId} latest={latest} />
    </RenderErrorBoundary>
  );
}
