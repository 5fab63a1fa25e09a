import type { ProblemDetail } from '@grindstone/contract';
import { problemDiscussionTag } from '@grindstone/contract/vocabulary';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { LoginPrompt } from './LoginPrompt';

/** Reference solutions are for signed-in users: the server sends guests none. */
export function SolutionsTab({ problem }: { problem: ProblemDetail }) {
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-fg">Solutions</h2>
      {/* The forum filtered by this problem's own tag; a post created there carries it. */}
      <Link
        to={`/discuss?tag=${problemDiscussionTag(problem.title)}`}
        className={buttonClasses('secondary', 'sm', 'self-start')}
      >
        Discuss this problem
      </Link>
      {!user ? (
        <LoginPrompt to="to see the reference solutions." />
      ) : problem.referenceSolution.length === 0 ? (
        <p className="text-sm text-muted">No reference solutions yet.</p>
      ) : (
        problem.referenceSolution.map((solution) => (
          <ReferenceSolution key={solution.language} {...solution} />
        ))
      )}
    </div>
  );
}

/** One language's solution, hidden until asked for: a glance at the tab gives nothing away. */
function ReferenceSolution({ language, completeCode }: { language: string; completeCode: string }) {
  const [shown, setShown] = useState(false);
  const codeId = useId();
  return (
    <section aria-label={`${language} solution`}>
      <div className="mb-2 flex items-center gap-3">
        <h3 className="text-sm font-semibold text-fg">{language}</h3>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={codeId}
          onClick={() => setShown((value) => !value)}
          className={buttonClasses('secondary', 'sm')}
        >
          {shown ? 'Hide solution' : 'Show solution'}
        </button>
      </div>
      <pre
        id={codeId}
        hidden={!shown}
        className="overflow-x-auto rounded-lg border border-border bg-bg p-3 font-mono text-xs text-fg"
      >
        <code>{completeCode}</code>
      </pre>
    </section>
  );
}
