import type { Profile } from '@grindstone/contract';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { BestScoreBadge } from '../../problems/BestScoreBadge';
import { type BestScore, useAllProblems, useBestScores } from '../../problems/queries';

interface PartialScore {
  problemId: string;
  best: BestScore;
}

/**
 * The problems with points earned but not all of them, closest to full marks first (the ones
 * worth going back to). A solved problem is left out even with an older partial score: it
 * already shows under Solved Problems.
 */
function partialScores(bestScores: Map<string, BestScore>, profile: Profile): PartialScore[] {
  const solvedIds = new Set(profile.problemsSolved.map((problem) => problem._id));
  return [...bestScores]
    .filter(([problemId, best]) => best.score < best.maxScore && !solvedIds.has(problemId))
    .map(([problemId, best]) => ({ problemId, best }))
    .sort((a, b) => b.best.score / b.best.maxScore - a.best.score / a.best.maxScore);
}

/** The signed-in learner's partial scores, linked to their problems; nothing when there are none. */
export function PartialScores({ profile }: { profile: Profile }) {
  const partial = partialScores(useBestScores(), profile);
  // The scores name problems by id only: their titles come from the whole problem list, asked
  // for only when there is something to name.
  const problems = useAllProblems({ enabled: partial.length > 0 });
  if (partial.length === 0 || problems.isError) return null;

  const titles = new Map((problems.data ?? []).map((problem) => [problem._id, problem.title]));
  // A score on a problem since deleted has no title and nowhere to link to.
  const shown = partial.filter(({ problemId }) => titles.has(problemId));
  if (problems.data && shown.length === 0) return null;

  return (
    <Card>
      <h2 className="text-lg font-semibold text-fg">Partial scores</h2>
      {problems.isPending ? (
        <Skeleton className="mt-4 h-10" />
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-border">
          {shown.map(({ problemId, best }) => (
            <li key={problemId} className="flex items-center gap-3 py-2">
              <Link
                to={`/problem/${problemId}`}
                className="min-w-0 flex-1 font-medium break-words text-fg hover:text-accent hover:underline"
              >
                {titles.get(problemId)}
              </Link>
              <BestScoreBadge best={best} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
