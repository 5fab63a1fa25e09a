import { Link, useLocation } from 'react-router';
import { returnState } from '../../auth/returnPath';
import { Alert } from '../../components/ui/Alert';

/**
 * "Log in to …" with a link to the login page, for what the problem page keeps from guests; after
 * logging in the learner comes back to this page.
 */
export function LoginPrompt({ to }: { to: string }) {
  const { pathname, search } = useLocation();
  return (
    <Alert tone="info">
      <Link
        to="/login"
        state={returnState(pathname + search)}
        className="font-semibold text-accent underline"
      >
        Log in
      </Link>{' '}
      {to}
    </Alert>
  );
}
