import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import type { SubmitOutcome } from '../../../judge/useJudge';
import { useSubmissions } from '../../../problems/queries';
import {
  formatScore,
  type SubmissionRow,
  submissionsErrorMessage,
} from '../../../problems/submissionFormat';
import { RenderErrorBoundary } from './RenderErrorBoundary';
import { StatusBadge } from './StatusBadge';
import { SubmissionCodeModal } from './SubmissionCodeModal';
import { SubmissionList } from './SubmissionList';
import { SubmissionsEmpty, SubmissionsError, SubmissionsLoading } from './SubmissionsStates';

function LatestResult({ outcome: { result } }: { outcome: SubmitOutcome }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
      Latest result:{' '}
      <StatusBadge status={!result ? 'Failed' : result.accepted ? 'Accepted' : result.status} />
      {result && result.totalTestCases > 0 ? (
        <span>
          {result.passedTestCases}/{result.totalTestCases} tests
        </span>
      ) : null}
      {result?.score ? <span>{formatScore(result.score)} points</span> : null}
    </p>
  );
}

function Panel({ problemId, latest }: { problemId: string; latest: SubmitOutcome | null }) {
  const query = useSubmissions(problemId, true);
  const [viewing, setViewing] = useState<SubmissionRow | null>(null);
  const [dismissedAt, setDismissedAt] = useState(0);
  // The refresh after a submit is the submit's own: it marks this list stale (useJudge.ts).
  const { refetch } = query;

  // A failed refresh keeps the list loaded before it (TanStack Query keeps the last data).
  const submissions = query.data;
  const showError = query.isError && query.errorUpdatedAt !== dismissedAt;
  const closeCode = () => setViewing(null);

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
      {latest ? <LatestResult outcome={latest} /> : null}
      {showError ? (
        <SubmissionsError
          operation={submissions ? 'refresh' : 'initialize'}
          reason={submissionsErrorMessage(query.error)}
          retrying={query.isFetching}
          onRetry={() => void refetch()}
          onDismiss={() => setDismissedAt(query.errorUpdatedAt)}
        />
      ) : null}
      {query.isPending ? (
        <SubmissionsLoading />
      ) : submissions && submissions.length > 0 ? (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {submissions.length} submission{submissions.length === 1 ? '' : 's'}
          </p>
          <SubmissionList submissions={submissions} onView={setViewing} />
        </>
      ) : showError ? null : (
        <SubmissionsEmpty loaded={submissions !== undefined} />
      )}
      {viewing ? (
        <RenderErrorBoundary
          key={viewing.id}
          fallback={
            <Alert>
              Failed to view submission code{' '}
              <Button variant="ghost" size="sm" onClick={closeCode}>
                Dismiss
              </Button>
            </Alert>
          }
        >
          <SubmissionCodeModal submission={viewing} onClose={closeCode} />
        </RenderErrorBoundary>
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
