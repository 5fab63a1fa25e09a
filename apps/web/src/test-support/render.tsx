import './browserGaps';
import type { PublicUser } from '@grindstone/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { AuthProvider } from '../auth/AuthProvider';
import { CURRENT_USER_QUERY_KEY } from '../auth/authApi';

// Markdown is parsed on the main thread in jsdom (no workers), and the first parse loads the
// whole pipeline: on a busy two-core machine that can take longer than Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Drafts of code live in localStorage: one test's typing must not be the next one's start.
  localStorage.clear();
});

/** Where the router is now, for tests of what a click or a save navigates to. */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{pathname + search}</output>;
}

export interface RenderPageOptions {
  /** The address the app starts at. */
  at?: string;
  /** The route pattern `ui` is mounted at (`/problem/:problemId`), for its params. */
  path?: string;
  /** More screens, by route pattern, for flows that navigate to them. */
  routes?: Record<string, ReactElement>;
  /** Who the session check found: a user, or null for a guest. */
  signedIn?: PublicUser | null;
  /** The history state of the first location (what a `<Link state>` carried there). */
  state?: unknown;
}

/**
 * Renders `ui` inside what the app wraps every screen in: TanStack Query (retries off, so a
 * failure shows at once), the real AuthProvider with the session check already answered, and
 * a router. Network calls go to `fetch`: stub it with `fakeApi` first.
 */
export function renderPage(
  ui: ReactElement,
  { at = '/', path = '*', routes = {}, signedIn = null, state }: RenderPageOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, signedIn);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[state === undefined ? at : { pathname: at, state }]}>
          <Routes>
            <Route path={path} element={ui} />
            {Object.entries(routes).map(([pattern, element]) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
          </Routes>
          <CurrentAddress />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, user };
}
