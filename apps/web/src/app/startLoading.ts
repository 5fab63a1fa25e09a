import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { currentUserQuery } from '../auth/authApi';
import { readListParams } from '../problems/listParams';
import { prefetchProblem, prefetchProblemList } from '../problems/queries';
import { LoginPage, ProblemPage, ProblemsPage, SignupPage } from './pages';

const pagesByPath = [
  ['/problems', ProblemsPage],
  ['/problem/:problemId', ProblemPage],
  ['/login', LoginPage],
  ['/signup', SignupPage],
] as const;

/**
 * Starts, before React's first render, everything the page the app opens on will need: the
 * session check, the page's code and the data it shows first. Started from the components
 * instead, each would wait for the one before it (code, then check, then data), a round trip
 * apiece on a slow phone network; started here they travel together.
 */
export function startLoading(
  location: Pick<Location, 'pathname' | 'search'>,
  queryClient: QueryClient,
) {
  // Failures surface when the page renders and loads the same things again.
  const ignore = () => {};
  const session = queryClient.fetchQuery(currentUserQuery).catch(() => null);
  const { pathname } = location;
  for (const [path, page] of pagesByPath) {
    if (matchPath(path, pathname)) page.preload().catch(ignore);
  }
  const problemId = matchPath('/problem/:problemId', pathname)?.params.problemId;
  if (problemId) prefetchProblem(queryClient, problemId).catch(ignore);
  if (matchPath('/problems', pathname)) {
    const filters = readListParams(new URLSearchParams(location.search));
    prefetchProblemList(queryClient, filters, session).catch(ignore);
  }
}
