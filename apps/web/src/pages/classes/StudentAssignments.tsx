import type { AssignmentProblemStatus } from '@grindstone/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import {
  assignmentPhase,
  dueCountdownText,
  formatScore,
  latePolicyText,
  statusLabels,
} from '../../classes/assignmentFormat';
import type { MemberAssignment } from '../../classes/classesApi';
import { useAssignments } from '../../classes/queries';
import { Alert } from '../../components/ui/Alert';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cx } from '../../components/ui/cx';
import { DifficultyBadge } from '../../components/ui/DifficultyBadge';
import { Skeleton } from '../../components/ui/Skeleton';
import { formatContestTime, useNow } from '../../contests/countdown';

const statusTones: Record<AssignmentProblemStatus, BadgeTone> = {
  solved: 'easy',
  attempted: 'orange',
  none: 'neutral',
};

const phaseOrder = { open: 0, upcoming: 1, 'past-due': 2 } as const;

function AssignmentCard({ assignment, now }: { assignment: MemberAssignment; now: number }) {
  const headingId = useId();
  const phase = assignmentPhase(assignment, assignment.myDueAt, now);
  const extended = Date.parse(assignment.myDueAt) !== Date.parse(assignment.dueAt);
  const progressOf = (problemId: string) =>
    assignment.myProgress.find((entry) => entry.problemId === problemId);
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-fg">
            {assignment.title}
          </h3>
          <p className="mt-1 text-sm text-muted">
            Opens <time dateTime={assignment.opensAt}>{formatContestTime(assignment.opensAt)}</time>{' '}
            · Due <time dateTime={assignment.myDueAt}>{formatContestTime(assignment.myDueAt)}</time>
            {extended ? ' (your extension)' : ''}
          </p>
          <p className="text-xs text-muted">{latePolicyText(assignment.latePolicy)}</p>
        </div>
        <div className="flex flex-col gap-1 sm:items-end">
          <span
            role="timer"
            className={cx(
              'font-mono text-sm tabular-nums',
              phase === 'past-due' ? 'text-danger' : 'text-fg',
            )}
          >
            {dueCountdownText(assignment, assignment.myDueAt, now)}
          </span>
          <span className="text-sm text-fg">
            Score{' '}
            <strong className="tabular-nums">
              {formatScore(assignment.myScore)} / {formatScore(assignment.maxScore)}
            </strong>
          </span>
        </div>
      </div>
      {phase === 'upcoming' ? (
        <p className="text-sm text-muted">Not open yet: your solves count from the opening on.</p>
      ) : null}
      {assignment.problems.length > 0 ? (
        <ul
          aria-label={`Problems of ${assignment.title}`}
          className="flex flex-col divide-y divide-border"
        >
          {assignment.problems.map((problem) => {
            const progress = progressOf(problem._id);
            const status = progress?.status ?? 'none';
            return (
              <li key={problem._id} className="flex flex-wrap items-center gap-2 py-2">
                <Link
                  to={`/problem/${problem._id}`}
                  className="min-w-0 flex-1 basis-40 break-words text-sm font-medium text-fg hover:text-accent"
                >
                  {problem.title}
                </Link>
                <DifficultyBadge difficulty={problem.difficulty} />
                <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>
                {progress?.late ? <Badge tone="danger">Late</Badge> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}

/** A learner's assignments in a class: open ones first, then upcoming, then past due. */
export function StudentAssignments({ classId }: { classId: string }) {
  const assignments = useAssignments(classId);
  const now = useNow();
  if (assignments.isPending) {
    return (
      <div role="status" aria-label="Loading assignments" className="flex flex-col gap-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (assignments.isError) {
    return (
      <Alert>
        <p>Failed to load the assignments: {errorMessage(assignments.error)}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => assignments.refetch()}
        >
          Try Again
        </Button>
      </Alert>
    );
  }
  const sorted = [...assignments.data].sort(
    (a, b) =>
      phaseOrder[assignmentPhase(a, a.myDueAt, now)] -
        phaseOrder[assignmentPhase(b, b.myDueAt, now)] ||
      Date.parse(a.myDueAt) - Date.parse(b.myDueAt),
  );
  return (
    <section aria-labelledby="class-assignments" className="flex flex-col gap-4">
      <h2 id="class-assignments" className="text-xl font-semibold text-fg">
        Assignments
      </h2>
      {sorted.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-8 text-center text-muted">
          No assignments yet. When your instructor sets one it will show up here.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {sorted.map((assignment) => (
            <li key={assignment._id}>
              <AssignmentCard assignment={assignment} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
