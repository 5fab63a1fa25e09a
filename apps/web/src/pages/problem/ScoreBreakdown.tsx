import type { Score } from '@grindstone/contract';
import { useId } from 'react';
import { formatPoints, formatScore } from '../../problems/submissionFormat';

/**
 * The points a submit earned on a problem with subtasks, and which subtasks earned them. Each
 * subtask says "passed" or "failed" in words; the mark and its colour only repeat it.
 */
export function ScoreBreakdown({ score }: { score: Score }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-border bg-raised/40 p-3"
    >
      <h3 id={headingId} className="text-xl font-bold text-fg">
        Score: {formatScore(score)}
      </h3>
      <ul aria-label="Subtasks" className="flex flex-col gap-1 text-sm">
        {score.groups.map((group) => (
          <li key={group.name} className="flex items-center gap-2 text-fg">
            <span aria-hidden="true" className={group.passed ? 'text-success' : 'text-danger'}>
              {group.passed ? '✓' : '✗'}
            </span>
            <span>
              <span className="font-semibold">{group.name}</span> — {formatPoints(group.points)} —{' '}
              {group.passed ? 'passed' : 'failed'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
