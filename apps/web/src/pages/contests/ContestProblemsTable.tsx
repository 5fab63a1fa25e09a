import type { ContestProblem } from '@grindstone/contract';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../components/ui/DifficultyBadge';

/** The contest's problems in label order; each opens the solving screen inside the contest. */
export function ContestProblemsTable({
  contestId,
  problems,
}: {
  contestId: string;
  problems: ContestProblem[];
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-border">
      <table className="w-full min-w-[24rem] text-left text-sm">
        <caption className="sr-only">Contest problems</caption>
        <thead className="bg-raised text-muted">
          <tr>
            <th scope="col" className="w-16 px-4 py-2 font-semibold">
              Label
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Title
            </th>
            <th scope="col" className="w-32 px-4 py-2 font-semibold">
              Difficulty
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr key={problem._id} className="border-t border-border">
              <td className="px-4 py-3 font-mono font-semibold text-fg">{problem.label}</td>
              <td className="px-4 py-3">
                <Link
                  to={`/problem/${problem._id}?contest=${contestId}`}
                  className="font-medium text-fg hover:text-accent"
                >
                  {problem.title}
                </Link>
              </td>
              <td className="px-4 py-3">
                <DifficultyBadge difficulty={problem.difficulty} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
