import type { ProblemDetail } from '@grindstone/contract';
import { problemDiscussionTag } from '@grindstone/contract/vocabulary';
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
          <section key={solution.language} aria-label={`${solution.language} solution`}>
            <h3 className="mb-2 text-sm font-semibold text-fg">{solution.language}</h3>
            <pre className="overflow-x-auto rounded-lg border border-border bg-bg p-3 font-mono text-xs text-fg">
              <code>{solution.completeCode}</code>
            </pre>
          </section>
        ))
      )}
    </div>
  );
}
