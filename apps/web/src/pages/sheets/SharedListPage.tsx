import { Link, useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { useSharedList } from '../../practice/queries';
import { ProblemRow } from './ProblemRows';

/** `/lists/shared/:token`: a list someone shared, read-only, with the reader's solved marks. */
export function SharedListPage() {
  const { token = '' } = useParams();
  const { user } = useAuth();
  const shared = useSharedList(token);
  useDocumentTitle(shared.data?.title ?? 'Shared list');

  if (shared.isPending) {
    return (
      <div role="status" aria-label="Loading list" className="flex flex-1">
        <PageSpinner />
      </div>
    );
  }
  if (shared.isError) {
    const missing =
      shared.error instanceof ApiRequestError &&
      (shared.error.status === 404 || shared.error.status === 400);
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-12">
        {missing ? (
          <>
            <h1 className="text-2xl font-bold text-fg">List not found</h1>
            <p className="mt-2 text-muted">This link does not lead to a shared list any more.</p>
          </>
        ) : (
          <Alert>
            <p>Failed to load the list: {errorMessage(shared.error)}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => shared.refetch()}>
              Try Again
            </Button>
          </Alert>
        )}
      </section>
    );
  }

  const { title, owner, problems } = shared.data;
  const ownerName = [owner.firstName, owner.lastName].filter(Boolean).join(' ') || 'A learner';
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-fg">{title}</h1>
        <p className="mt-1 text-muted">
          A list shared by {ownerName} · {problems.length} problem{problems.length === 1 ? '' : 's'}
        </p>
      </div>
      {problems.length === 0 ? (
        <p className="text-muted">This list has no problems yet.</p>
      ) : (
        <ol
          aria-label={`Problems in ${title}`}
          className="rounded-card border border-border bg-surface"
        >
          {problems.map((problem) => (
            <ProblemRow key={problem._id} problem={problem} showSolved={Boolean(user)} />
          ))}
        </ol>
      )}
      <Link to="/sheets" className="text-sm text-accent underline">
        Browse the sheets
      </Link>
    </section>
  );
}
