import type { Profile } from '@grindstone/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Card } from '../../components/ui/Card';
import { DifficultyBadge } from '../../components/ui/DifficultyBadge';

export function SolvedProblems({ profile }: { profile: Profile }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-fg">Solved Problems</h2>
      {profile.problemsSolved.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 text-center">
          <p className="text-muted">No problems solved yet</p>
          <Link to="/problems" className={buttonClasses('primary', 'md')}>
            Start Solving
          </Link>
        </div>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-border">
          {profile.problemsSolved.map((problem) => (
            <li key={problem._id} className="flex flex-wrap items-center gap-3 py-3">
              <Link
                to={`/problem/${problem._id}`}
                className="flex-1 font-medium text-fg hover:text-accent hover:underline"
              >
                {problem.title}
              </Link>
              <DifficultyBadge difficulty={problem.difficulty} />
              {problem.tags ? <span className="text-xs text-muted">{problem.tags}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
