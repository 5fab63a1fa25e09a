import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { LoginPage, ProblemPage, ProblemsPage, SignupPage } from './pages';

const pagesByPath = [
  ['/problems', ProblemsPage],
  ['/problem/:problemId', ProblemPage],
  ['/login', LoginPage],
  ['/signup', SignupPage],
] as const;

/**
 * Starts what the page the app opens on will need while the session check is still in flight:
 * its code and, on the public problem page, the problem. Otherwise each would wait for the one
 * before it (check, then code, then data), a round trip apiece on a slow phone network.
 */
export function startLoading(pathname: string, queryClient: QueryClient) {
  // Failures surface when the page renders and loads the same things again.
  const ignore = () => {};
  for (const [path, page] of pagesByPath) {
    if (matchPath(path, pathname)) page.preload().catch(ignore);
  }
  const problemId = matchPath('/problem/:problemId', pathname)?.params.problemId;
  if (problemId) {
    import('../problems/queries')
      .then(({ prefetchProblem }) => prefetchProblem(queryClient, problemId))
      .catch(ignore);
  }
}
