import { reviewGrades } from '@grindstone/contract';
import { Link } from 'react-router';
import { errorMessage } from '../api/ApiRequestError';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { DifficultyBadge } from '../components/ui/DifficultyBadge';
import { useGradeReview } from './mutations';
import { useDailyProblem, useReviewQueue } from './queries';
import { dueTodayText, formatDueDate, gradeLabels } from './reviewFormat';

/**
 * The profile's review queue (docs/practice.md#review): what is due today, each with a link and
 * the four grades, then the next dates coming up.
 */
export function ReviewQueueSection() {
  const queue = useReviewQueue();
  const grade = useGradeReview();
  const grading = grade.isPending ? grade.variables?.problemId : undefined;

  return (
    <Card className="scroll-mt-20 p-5" id="review">
      <h2 className="text-lg font-semibold text-fg">Review</h2>
      {queue.isPending ? (
        <p role="status" className="mt-3 text-sm text-muted">
          Loading your reviews…
        </p>
      ) : queue.isError ? (
        <div className="mt-3 text-sm">
          <p className="text-danger">Failed to load your reviews: {errorMessage(queue.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => queue.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{dueTodayText(queue.data.due.length)}</p>
          {queue.data.due.length > 0 ? (
            <ul aria-label="Due today" className="mt-3 flex flex-col gap-2">
              {queue.data.due.map((item) => (
                <li
                  key={item.problemId}
                  className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 items-center gap-2">
                    <Link
                      to={`/problem/${item.problemId}`}
                      className="truncate font-medium text-fg hover:text-accent hover:underline"
                    >
                      {item.title}
                    </Link>
                    <DifficultyBadge difficulty={item.difficulty} />
                  </div>
                  {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons. */}
                  <div role="group" aria-label={`Grade ${item.title}`} className="flex gap-1.5">
                    {reviewGrades.map((value) => (
                      <Button
                        key={value}
                        variant="secondary"
                        size="sm"
                        className="px-2.5"
                        disabled={grading === item.problemId}
                        onClick={() => grade.mutate({ problemId: item.problemId, grade: value })}
                      >
                        {gradeLabels[value]}
                      </Button>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {grade.isError ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              {errorMessage(grade.error)}
            </p>
          ) : null}
          {queue.data.upcoming.length > 0 ? (
            <>
              <h3 className="mt-5 text-sm font-semibold text-fg">Coming up</h3>
              <ul aria-label="Coming up" className="mt-2 flex flex-col gap-1 text-sm">
                {queue.data.upcoming.map((item) => (
                  <li key={item.problemId} className="flex flex-wrap justify-between gap-x-3">
                    {/* Plain text: a problem coming up is also in Solved Problems, with its link. */}
                    <span className="min-w-0 truncate text-fg">{item.title}</span>
                    <time dateTime={item.dueAt} className="text-muted">
                      {formatDueDate(item.dueAt)}
                    </time>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </Card>
  );
}

/** The problem of the day (`GET /daily`): the same problem for everyone on a UTC day. */
export function DailyProblemCard() {
  const daily = useDailyProblem();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-fg">Problem of the day</h2>
      {daily.isPending ? (
        <p role="status" className="mt-3 text-sm text-muted">
          Loading…
        </p>
      ) : daily.isError ? (
        <p className="mt-3 text-sm text-muted">No problem of the day yet.</p>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Link
            to={`/problem/${daily.data.problem._id}`}
            className="font-medium text-fg hover:text-accent hover:underline"
          >
            {daily.data.problem.title}
          </Link>
          <DifficultyBadge difficulty={daily.data.problem.difficulty} />
        </div>
      )}
    </Card>
  );
}
