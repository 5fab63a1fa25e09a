import { useAuth } from '../auth/AuthContext';
import { buttonClasses } from '../components/ui/buttonStyles';
import { useSolvedIds } from '../problems/queries';
import { AddToSheets } from './AddToSheets';
import { ReviewControl } from './ReviewControl';

/** The problem page's practice tools: "Add to Sheets", and Review once the problem is solved. */
export function ProblemPracticeBar({
  problemId,
  problemTitle,
}: {
  problemId: string;
  problemTitle: string;
}) {
  const { user } = useAuth();
  const solved = useSolvedIds().has(problemId);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <AddToSheets
          problemId={problemId}
          problemTitle={problemTitle}
          className={buttonClasses('secondary', 'sm')}
        />
      </div>
      {user && solved ? <ReviewControl problemId={problemId} /> : null}
    </div>
  );
}
