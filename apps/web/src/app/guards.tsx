import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { returnPathFrom } from '../auth/returnPath';
import { FullScreenSpinner } from '../components/ui/FullScreenSpinner';
import { type AccessRule, decideAccess } from './routeAccess';

/** Renders its children (or the nested routes) only for users the rule admits; redirects others. */
export function Guard({ rule, children }: { rule: AccessRule; children?: ReactNode }) {
  const { user } = useAuth();
  const decision = decideAccess(rule, user);
  // Logging in turns /login into a redirect: to where the login link said to come back.
  const returnTo = returnPathFrom(useLocation().state);
  if (decision.kind === 'redirect') {
    const to = rule === 'guestsOnly' && returnTo ? returnTo : decision.to;
    return <Navigate to={to} replace />;
  }
  return children ?? <Outlet />;
}

/** Holds every route behind a full-screen spinner until the start-up session check answers. */
export function AuthGate() {
  const { checking } = useAuth();
  // When the check answers, the whole page renders at once. Through a deferred value React does
  // it as a transition, in slices of a few milliseconds, not as one long task that blocks input
  // (docs/product.md#performance-budgets: TBT < 200 ms); the spinner stays until the page is ready.
  const showSpinner = useDeferredValue(checking, true);
  return showSpinner ? <FullScreenSpinner /> : <Outlet />;
}
