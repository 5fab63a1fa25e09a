import { errorMessage } from '../../api/ApiRequestError';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Skeleton } from '../../components/ui/Skeleton';
import { useContestSubmissions } from '../../contests/queries';
import { displayLanguage } from '../../problems/submissionFormat';
import { StatusBadge } from '../problem/submissions/StatusBadge';

/** The learner's own submissions in this contest, newest first. */
export function ContestSubmissionsTable({ contestId }: { contestId: string }) {
  const submissions = useContestSubmissions(contestId, true);
  if (submissions.isPending) {
    return (
      <div role="status" aria-label="Loading your submissions">
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (submissions.isError) {
    return <Alert>Failed to load your submissions: {errorMessage(submissions.error)}</Alert>;
  }
  if (submissions.data.length === 0) {
    return (
      <p className="text-sm text-muted">You have not submitted anything in this contest yet.</p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-card border border-border">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">Your submissions</caption>
        <thead className="bg-raised text-muted">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Minute
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Problem
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Language
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Verdict
            </th>
          </tr>
        </thead>
        <tbody>
          {submissions.data.map((submission) => (
            <tr key={submission._id} className="border-t border-border">
              <td className="px-4 py-2 font-mono text-fg tabular-nums">
                {submission.minutes}
                {submission.virtual ? (
                  <span className="ml-2">
                    <Badge tone="purple">Virtual</Badge>
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-2 font-mono font-semibold text-fg">{submission.label}</td>
              <td className="px-4 py-2 text-muted">{displayLanguage(submission.language)}</td>
              <td className="px-4 py-2">
                <StatusBadge status={submission.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
