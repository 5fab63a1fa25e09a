import { type ReviewGrade, reviewGrades } from '@grindstone/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../api/ApiRequestError';
import { Alert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { useGradeReview, useToggleReview } from './mutations';
import { useReviewState } from './queries';
import { formatDueDate, gradeLabels, intervalText } from './reviewFormat';

/**
 * The problem page's "Review" control, for a problem the learner has solved: grade it (due or
 * not) and see the next date; a switch takes the problem out of the review queue or puts it
 * back (docs/practice.md#review).
 */
export function ReviewControl({ problemId }: { problemId: string }) {
  const headingId = useId();
  const known = useReviewState(problemId);
  const grade = useGradeReview();
  const toggle = useToggleReview(problemId);

  // While a switch is on its way it shows what was asked for, from the click on: the mutation's
  // own pending state arrives a tick later, and a controlled checkbox would spring back first.
  const [asked, setAsked] = useState<boolean | null>(null);
  const enabled = asked ?? known.data?.enabled ?? true;
  const dueAt = known.data?.dueAt;
  const busy = grade.isPending || toggle.isPending;
  const failure = grade.error ?? toggle.error;

  const onGrade = (value: ReviewGrade) => {
    toggle.reset();
    grade.mutate({ problemId, grade: value });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-border bg-raised/40 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-fg">
          Review
        </h2>
        <label className="flex items-center gap-2 text-xs text-muted">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={enabled}
            disabled={busy}
            onChange={(event) => {
              grade.reset();
              setAsked(event.target.checked);
              toggle.mutate(event.target.checked, { onSettled: () => setAsked(null) });
            }}
          />
          Review this problem
        </label>
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {!enabled
          ? 'Review is off for this problem.'
          : dueAt
            ? `Next review: ${formatDueDate(dueAt)}${
                grade.data && known.data?.dueAt === grade.data.dueAt
                  ? ` (${intervalText(grade.data.intervalDays)})`
                  : ''
              }`
            : known.isPending
              ? 'Loading…'
              : 'How well did you recall it? Grade it to set the next review.'}
      </p>
      {enabled ? (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form.
        <div role="group" aria-label="Grade your recall" className="flex flex-wrap gap-2">
          {reviewGrades.map((value) => (
            <Button
              key={value}
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => onGrade(value)}
            >
              {gradeLabels[value]}
            </Button>
          ))}
        </div>
      ) : null}
      {failure ? <Alert>{errorMessage(failure)}</Alert> : null}
    </section>
  );
}
