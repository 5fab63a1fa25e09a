import type { PracticeProblem } from '@grindstone/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../components/ui/DifficultyBadge';

/** A solved mark in words for screen readers and a check (or an empty circle) for the eye. */
export function SolvedMark({ solved }: { solved: boolean }) {
  return solved ? (
    <span className="grid size-5 shrink-0 place-items-center rounded-full bg-easy/20 text-xs text-easy">
      <span aria-hidden="true">✓</span>
      <span className="sr-only">Solved</span>
    </span>
  ) : (
    <span className="size-5 shrink-0 rounded-full border border-border-strong">
      <span className="sr-only">Not solved</span>
    </span>
  );
}

/** One problem of a sheet or a list: solved mark, link, difficulty, and any actions after. */
export function ProblemRow({
  problem,
  showSolved = true,
  children,
}: {
  problem: Pick<PracticeProblem, '_id' | 'title' | 'difficulty'> & { solved?: boolean };
  showSolved?: boolean;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-border px-3 py-2.5 first:border-t-0">
      {showSolved ? <SolvedMark solved={problem.solved ?? false} /> : null}
      <Link
        to={`/problem/${problem._id}`}
        className="min-w-0 flex-1 truncate font-medium text-fg hover:text-accent hover:underline"
      >
        {problem.title}
      </Link>
      <DifficultyBadge difficulty={problem.difficulty} />
      {children}
    </li>
  );
}
