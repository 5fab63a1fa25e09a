import type { ProblemSummary } from '@grindstone/contract';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { DifficultyBadge } from '../../components/ui/DifficultyBadge';
import { Skeleton } from '../../components/ui/Skeleton';
import { AddToSheets } from '../../practice/AddToSheets';
import { NotesButton } from '../../practice/NotesButton';
import { companiesPreview } from '../../problems/listParams';
import type { BestScore } from '../../problems/queries';
import { TagBadges } from '../../problems/TagBadges';
import { ProblemStatus } from './ProblemStatus';

const columns = [
  'Problem',
  'Difficulty',
  'Tags',
  'Companies',
  'Status',
  'Notes',
  'Add to Sheets',
  'Solve',
] as const;

function Row({
  problem,
  solved,
  best,
}: {
  problem: ProblemSummary;
  solved: boolean;
  best: BestScore | undefined;
}) {
  const companies = companiesPreview(problem.companies);
  return (
    <tr className="border-t border-border align-middle hover:bg-raised/50">
      <td className="px-3 py-3">
        <Link
          to={`/problem/${problem._id}`}
          className="font-medium text-fg hover:text-accent hover:underline"
        >
          {problem.title}
        </Link>
      </td>
      <td className="px-3 py-3">
        <DifficultyBadge difficulty={problem.difficulty} />
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-1">
          <TagBadges tags={problem.tags} />
        </div>
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-1">
          {companies.shown.map((company) => (
            <Badge key={company}>{company}</Badge>
          ))}
          {companies.more ? <span className="text-xs text-muted">{companies.more}</span> : null}
        </div>
      </td>
      <td className="px-3 py-3">
        <ProblemStatus solved={solved} best={best} />
      </td>
      <td className="px-3 py-3">
        <NotesButton problemId={problem._id} problemTitle={problem.title} />
      </td>
      <td className="px-3 py-3">
        <AddToSheets problemId={problem._id} problemTitle={problem.title} />
      </td>
      <td className="px-3 py-3">
        <Link
          to={`/problem/${problem._id}`}
          className={buttonClasses('primary', 'sm')}
          aria-label={`Solve ${problem.title}`}
        >
          Solve
        </Link>
      </td>
    </tr>
  );
}

function SkeletonRows() {
  return Array.from({ length: 5 }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
    <tr key={index} className="border-t border-border">
      {columns.map((column) => (
        <td key={column} className="px-3 py-4">
          <Skeleton className="h-4 w-full max-w-32" />
        </td>
      ))}
    </tr>
  ));
}

export function ProblemTable({
  problems,
  solvedIds,
  bestScores,
  loading,
}: {
  problems: ProblemSummary[];
  solvedIds: Set<string>;
  bestScores: Map<string, BestScore>;
  loading: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-surface">
      <table className="w-full min-w-[56rem] text-left text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">Problems</caption>
        <thead className="text-xs tracking-wider text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows />
          ) : (
            problems.map((problem) => (
              <Row
                key={problem._id}
                problem={problem}
                solved={solvedIds.has(problem._id)}
                best={bestScores.get(problem._id)}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
