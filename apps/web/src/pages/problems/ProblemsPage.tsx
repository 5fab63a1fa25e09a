import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import {
  type ProblemListFilters,
  readListParams,
  writeListParams,
} from '../../problems/listParams';
import { useBestScores, useProblemList, useSolvedIds } from '../../problems/queries';
import { FilterSidebar } from './FilterSidebar';
import { Pagination } from './Pagination';
import { ProblemTable } from './ProblemTable';

/** The problem list (docs/product.md#problem-list): filters, search and page live in the URL. */
export function ProblemsPage() {
  useDocumentTitle('Problems');
  const [params, setParams] = useSearchParams();
  const filters = readListParams(params);
  const [search, setSearch] = useState(filters.search);
  // Back/forward or a followed link can change the URL's search under the box: follow it.
  const [searchInUrl, setSearchInUrl] = useState(filters.search);
  if (filters.search !== searchInUrl) {
    setSearchInUrl(filters.search);
    setSearch(filters.search);
  }
  const list = useProblemList(filters);
  const solvedIds = useSolvedIds();
  const bestScores = useBestScores();

  const update = (change: Partial<ProblemListFilters>) => {
    // Any filter change starts again from page 1.
    setParams(writeListParams({ ...filters, page: 1, ...change }), {
      replace: !('page' in change),
    });
  };

  // The search box writes to the URL once typing pauses.
  useEffect(() => {
    if (search === filters.search) return;
    const timer = window.setTimeout(() => update({ search }), 300);
    return () => window.clearTimeout(timer);
  });

  const problems = list.data?.problems ?? [];
  const totalPages = list.data?.totalPages ?? 0;

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-fg">Problems</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[14rem_1fr]">
        <FilterSidebar filters={filters} onChange={update} />
        <div className="flex min-w-0 flex-col gap-4">
          <form
            aria-label="Problem search"
            onSubmit={(event) => {
              event.preventDefault();
              update({ search });
            }}
          >
            <Input
              label="Search problems"
              type="search"
              placeholder="Search by title"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </form>
          {list.isError ? (
            <Alert>
              <p>Failed to load problems.</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => list.refetch()}>
                Try Again
              </Button>
            </Alert>
          ) : (
            <>
              <ProblemTable
                problems={problems}
                solvedIds={solvedIds}
                bestScores={bestScores}
                loading={list.isPending}
              />
              {!list.isPending && problems.length === 0 ? (
                <p className="py-8 text-center text-muted">
                  No problems found with selected filters.
                </p>
              ) : null}
              {list.data ? (
                <p className="text-sm text-muted" aria-live="polite">
                  {list.data.total} problem{list.data.total === 1 ? '' : 's'} · page{' '}
                  {Math.min(filters.page, Math.max(totalPages, 1))} of {Math.max(totalPages, 1)}
                </p>
              ) : null}
              <Pagination
                page={filters.page}
                totalPages={totalPages}
                onPage={(page) => update({ page })}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
