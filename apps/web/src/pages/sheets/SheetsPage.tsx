import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { returnState } from '../../auth/returnPath';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSheets } from '../../practice/queries';
import { ComingSoon } from '../placeholders/ComingSoon';
import { SheetProgress } from './SheetProgress';

/** `/sheets`: the curated paths, with the learner's progress on each (docs/practice.md#sheets). */
export function SheetsPage() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const sheets = useSheets();
  useDocumentTitle('Sheets');

  // No sheet at all: the page it was before sheets existed.
  if (sheets.data && sheets.data.length === 0) {
    return (
      <ComingSoon
        documentTitle="Sheets"
        heading="DSA Sheet Coming Soon"
        message="The Sheet That Turns Beginners into Pros."
      />
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-fg">Sheets</h1>
          <p className="mt-1 text-muted">Curated paths through the problem set, easiest first.</p>
        </div>
        {user ? (
          <Link to="/lists" className={buttonClasses('secondary', 'sm')}>
            My lists
          </Link>
        ) : null}
      </div>
      {user ? null : (
        <Alert tone="info">
          <Link
            to="/login"
            state={returnState(pathname)}
            className="font-semibold text-accent underline"
          >
            Log in
          </Link>{' '}
          to track your progress on each sheet.
        </Alert>
      )}
      {sheets.isPending ? (
        <div role="status" aria-label="Loading sheets" className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : sheets.isError ? (
        <Alert>
          <p>Failed to load sheets: {errorMessage(sheets.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => sheets.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : (
        <ul aria-label="Sheets" className="grid gap-4 sm:grid-cols-2">
          {sheets.data.map((sheet) => (
            <li key={sheet._id}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <h2 className="text-lg font-semibold text-fg">
                  <Link to={`/sheets/${sheet._id}`} className="hover:text-accent hover:underline">
                    {sheet.title}
                  </Link>
                </h2>
                {sheet.description ? (
                  <p className="line-clamp-3 text-sm text-muted">{sheet.description}</p>
                ) : null}
                <div className="mt-auto">
                  {user ? (
                    <SheetProgress
                      solved={sheet.solvedCount}
                      total={sheet.problemCount}
                      label={`Progress on ${sheet.title}`}
                    />
                  ) : (
                    <p className="text-sm text-muted">
                      {sheet.problemCount} problem{sheet.problemCount === 1 ? '' : 's'}
                    </p>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
