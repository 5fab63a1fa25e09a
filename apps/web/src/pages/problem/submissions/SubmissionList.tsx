import { Button } from '../../../components/ui/Button';
import {
  formatMemory,
  formatRuntime,
  formatScore,
  type SubmissionRow,
} from '../../../problems/submissionFormat';
import { StatusBadge } from './StatusBadge';

export function formatSubmittedAt(value: string | null): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function SubmissionList({
  submissions,
  onView,
}: {
  submissions: SubmissionRow[];
  onView: (submission: SubmissionRow) => void;
}) {
  return (
    <ol className="flex flex-col gap-2" aria-label="Submissions">
      {submissions.map((submission, index) => (
        <li
          key={submission.id}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border bg-raised/40 px-3 py-2 text-sm"
        >
          <span className="w-8 font-mono text-muted">#{submissions.length - index}</span>
          <StatusBadge status={submission.status} />
          {submission.score ? (
            <span className="font-semibold text-fg" title="Score">
              {formatScore(submission.score)} points
            </span>
          ) : null}
          <span className="text-muted">{formatSubmittedAt(submission.createdAt)}</span>
          <span className="text-fg">{submission.language}</span>
          <span className="font-mono text-xs text-muted" title="Runtime">
            {formatRuntime(submission.runtime)}
          </span>
          <span className="font-mono text-xs text-muted" title="Memory">
            {formatMemory(submission.memory)}
          </span>
          <span className="font-mono text-xs text-fg" title="Test cases passed">
            {submission.passed ?? '-'}/{submission.total ?? '-'}
          </span>
          <Button
            variant="secondary"
            size="sm"
            className="ml-auto"
            onClick={() => onView(submission)}
            aria-label={`View Code of submission ${submissions.length - index}`}
          >
            View Code
          </Button>
        </li>
      ))}
    </ol>
  );
}
