import type { ProblemSummary } from '@grindstone/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../../api/ApiRequestError';
import { Button } from '../../../components/ui/Button';
import { DifficultyBadge } from '../../../components/ui/DifficultyBadge';
import { fieldClasses } from '../../../components/ui/Input';
import { useAllProblems } from '../../../problems/queries';

/** `A`, `B`, … `Z`: a contest problem's label by its place. */
export const problemLabel = (index: number) => String.fromCharCode(65 + index);

const SHOWN_RESULTS = 8;

/**
 * The contest's problems: the chosen ones in order (their labels A, B, … follow it), and a
 * search over the whole problem list to add more.
 */
export function ProblemPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const problems = useAllProblems();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const errorId = useId();
  const byId = new Map<string, ProblemSummary>(
    (problems.data ?? []).map((problem) => [problem._id, problem]),
  );
  const needle = search.trim().toLowerCase();
  const matches = (problems.data ?? [])
    .filter((problem) => !value.includes(problem._id))
    .filter((problem) => needle === '' || problem.title.toLowerCase().includes(needle))
    .slice(0, SHOWN_RESULTS);

  const move = (index: number, by: number) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + by, 0, moved);
    onChange(next);
  };

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-card border border-border p-4"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-medium text-fg">Problems</legend>
      {value.length === 0 ? (
        <p className="text-sm text-muted">No problems chosen yet. Search below and add them.</p>
      ) : (
        <ol aria-label="Chosen problems" className="flex flex-col gap-2">
          {value.map((id, index) => {
            const title = byId.get(id)?.title ?? id;
            return (
              <li
                key={id}
                className="flex flex-wrap items-center gap-2 rounded-lg bg-raised px-3 py-2"
              >
                <span className="w-6 font-mono font-semibold text-accent">
                  {problemLabel(index)}
                </span>
                <span className="min-w-0 flex-1 break-words text-sm text-fg">{title}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move ${title} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move ${title} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${title}`}
                  onClick={() => onChange(value.filter((other) => other !== id))}
                >
                  ✕
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <label htmlFor={searchId} className="text-sm text-muted">
        Search problems to add
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Search by title"
        className={`${fieldClasses} border-border-strong`}
      />
      {problems.isPending ? (
        <p className="text-sm text-muted">Loading problems...</p>
      ) : problems.isError ? (
        <p className="text-sm text-danger">
          Failed to fetch problems: {errorMessage(problems.error)}
        </p>
      ) : matches.length === 0 ? (
        <p className="text-sm text-muted">No more problems match.</p>
      ) : (
        <ul aria-label="Problems to add" className="flex flex-col divide-y divide-border">
          {matches.map((problem) => (
            <li key={problem._id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="min-w-0 flex-1 break-words text-sm text-fg">{problem.title}</span>
              <DifficultyBadge difficulty={problem.difficulty} />
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Add ${problem.title}`}
                onClick={() => onChange([...value, problem._id])}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
