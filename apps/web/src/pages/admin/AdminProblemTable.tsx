import type { ProblemSummary } from '@grindstone/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert';
import { DifficultyBadge } from '../../components/ui/DifficultyBadge';
import { Spinner } from '../../components/ui/Spinner';
import { TagBadges } from '../../problems/TagBadges';

/**
 * The admin's problem tables (Delete Problems, Video Problems): the heading, the failure alert,
 * the loading and error states, and one row per problem with its number, title, difficulty and
 * tags. Each page adds its own columns after those (`columns` names them, `cells` fills them).
 */
export function AdminProblemTable({
  heading,
  failure,
  list,
  columns,
  cells,
}: {
  heading: string;
  failure: string | null;
  list: UseQueryResult<ProblemSummary[]>;
  columns: string[];
  cells: (problem: ProblemSummary) => ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-fg">{heading}</h1>
      {failure ? <Alert className="mb-4">{failure}</Alert> : null}
      {list.isPending ? (
        <Spinner label="Loading problems" />
      ) : list.isError ? (
        <Alert>Failed to fetch problems</Alert>
      ) : (
        <div className="overflow-x-auto rounded-card border border-border bg-surface">
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-wider text-muted uppercase">
              <tr>
                {['#', 'Title', 'Difficulty', 'Tags', ...columns].map((column) => (
                  <th key={column} scope="col" className="px-3 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((problem, index) => (
                <tr key={problem._id} className="border-t border-border">
                  <td className="px-3 py-2 text-muted">{index + 1}</td>
                  <td className="px-3 py-2 text-fg">{problem.title}</td>
                  <td className="px-3 py-2">
                    <DifficultyBadge difficulty={problem.difficulty} />
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-1">
                      <TagBadges tags={problem.tags} />
                    </div>
                  </td>
                  {cells(problem)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
