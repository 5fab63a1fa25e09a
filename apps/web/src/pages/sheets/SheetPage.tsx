import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { returnState } from '../../auth/returnPath';
import { Markdown } from '../../components/Markdown';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { Select } from '../../components/ui/Select';
import { useSheet } from '../../practice/queries';
import { ProblemRow } from './ProblemRows';
import { SheetProgress } from './SheetProgress';

type DifficultyFilter = 'all' | 'easy' | 'medium' | 'hard';

/** `/sheets/:id`: one sheet's sections and problems, with progress and filters. */
export function SheetPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const sheet = useSheet(id);
  const [difficulty, setDifficulty] = useState<DifficultyFilter>('all');
  const [hideSolved, setHideSolved] = useState(false);
  useDocumentTitle(sheet.data?.title ?? 'Sheet');

  if (sheet.isPending) {
    return (
      <div role="status" aria-label="Loading sheet" className="flex flex-1">
        <PageSpinner />
      </div>
    );
  }
  if (sheet.isError) {
    const missing =
      sheet.error instanceof ApiRequestError &&
      (sheet.error.status === 404 || sheet.error.status === 400);
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-12">
        {missing ? (
          <>
            <h1 className="text-2xl font-bold text-fg">Sheet not found</h1>
            <p className="mt-2 text-muted">There is no sheet at this address.</p>
          </>
        ) : (
          <Alert>
            <p>Failed to load the sheet: {errorMessage(sheet.error)}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => sheet.refetch()}>
              Try Again
            </Button>
          </Alert>
        )}
        <Link to="/sheets" className="mt-4 inline-block text-accent underline">
          All sheets
        </Link>
      </section>
    );
  }

  const data = sheet.data;
  const sections = data.sections.map((section) => ({
    ...section,
    shown: section.problems.filter(
      (problem) =>
        (difficulty === 'all' || problem.difficulty === difficulty) &&
        !(hideSolved && problem.solved),
    ),
  }));
  const shownCount = sections.reduce((sum, section) => sum + section.shown.length, 0);

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <div>
        <Link to="/sheets" className="text-sm text-muted hover:text-accent">
          <span aria-hidden="true">←</span> All sheets
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg">{data.title}</h1>
        {data.description ? (
          <Markdown className="mt-2 text-muted">{data.description}</Markdown>
        ) : null}
      </div>
      {user ? (
        <SheetProgress
          solved={data.progress.solved}
          total={data.progress.total}
          label={`Progress on ${data.title}`}
        />
      ) : (
        <Alert tone="info">
          {data.progress.total} problems.{' '}
          <Link
            to="/login"
            state={returnState(pathname)}
            className="font-semibold text-accent underline"
          >
            Log in
          </Link>{' '}
          to track your progress.
        </Alert>
      )}
      <form
        aria-label="Filter problems"
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label="Difficulty"
          layout="inline"
          value={difficulty}
          onChange={(event) => setDifficulty(event.target.value as DifficultyFilter)}
        >
          <option value="all">All</option>
          <option value="easy">Easy</option>
          <option value="medium">Medium</option>
          <option value="hard">Hard</option>
        </Select>
        {user ? (
          <label className="flex h-9 items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              className="size-4 accent-accent"
              checked={hideSolved}
              onChange={(event) => setHideSolved(event.target.checked)}
            />
            Hide solved
          </label>
        ) : null}
      </form>
      {shownCount === 0 ? (
        <p className="py-6 text-center text-muted">No problems match these filters.</p>
      ) : null}
      {sections.map((section, index) =>
        section.shown.length === 0 ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are a fixed, ordered list.
          <section key={index} aria-label={section.title} className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between gap-3">
              <h2 className="text-lg font-semibold text-fg">{section.title}</h2>
              {user ? (
                <span className="text-xs text-muted">
                  {section.problems.filter((problem) => problem.solved).length} /{' '}
                  {section.problems.length}
                </span>
              ) : null}
            </div>
            <ul className="rounded-card border border-border bg-surface">
              {section.shown.map((problem) => (
                <ProblemRow key={problem._id} problem={problem} showSolved={Boolean(user)} />
              ))}
            </ul>
          </section>
        ),
      )}
    </section>
  );
}
