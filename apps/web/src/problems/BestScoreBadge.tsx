import { Badge } from '../components/ui/Badge';
import type { BestScore } from './queries';
import { formatScore } from './submissionFormat';

/** A best score as "40 / 100", read out in words: a bare fraction says little to a listener. */
export function BestScoreBadge({ best }: { best: BestScore }) {
  return (
    <span className="whitespace-nowrap">
      <span className="sr-only">
        Best score {best.score} of {best.maxScore}
      </span>
      <span aria-hidden="true" title="Best score">
        <Badge tone="medium">{formatScore(best)}</Badge>
      </span>
    </span>
  );
}
