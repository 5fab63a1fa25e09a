import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/buttonStyles';
import { PlainPage } from './PlainPage';

export function NotFoundPage() {
  return (
    <PlainPage title="Page not found">
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
        Back to home
      </Link>
    </PlainPage>
  );
}
