import { Badge } from '../../components/ui/Badge';
import { BestScoreBadge } from '../../problems/BestScoreBadge';
import type { BestScore } from '../../problems/queries';

/**
 * The Status column: the solved mark, else the learner's best score on a problem scored by
 * subtasks, else a dash. Solved wins: an accepted submission is a full score, whatever an older
 * partial one earned.
 */
export function ProblemStatus({ solved, best }: { solved: boolean; best: BestScore | undefined }) {
  if (solved) return <Badge tone="easy">Solved</Badge>;
  if (best) return <BestScoreBadge best={best} />;
  return <span className="text-muted">-</span>;
}
