import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';

/** "Log in to …" with a link to the login page, for what the problem page keeps from guests. */
export function LoginPrompt({ to }: { to: string }) {
  return (
    <Alert tone="info">
      <Link to="/login" className="font-semibold text-accent underline">
        Log in
      </Link>{' '}
      {to}
    </Alert>
  );
}
