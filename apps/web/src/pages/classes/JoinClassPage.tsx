import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { returnState } from '../../auth/returnPath';
import { useJoinClass } from '../../classes/mutations';
import { Alert } from '../../components/ui/Alert';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { PageSpinner } from '../../components/ui/PageSpinner';

/** Joins once per code (React's development double effects included) and lands on the class. */
function JoinWithCode({ code }: { code: string }) {
  const navigate = useNavigate();
  const join = useJoinClass();
  const started = useRef<string | null>(null);
  const { mutate } = join;
  useEffect(() => {
    if (started.current === code) return;
    started.current = code;
    mutate(code, { onSuccess: (joined) => navigate(`/classes/${joined._id}`, { replace: true }) });
  }, [code, mutate, navigate]);

  if (join.isError) {
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-fg">Could not join the class</h1>
        <Alert className="mt-4 text-left">{errorMessage(join.error)}</Alert>
        <p className="mt-4 text-sm text-muted">
          Check the link with your instructor, or enter the code on the classes page.
        </p>
        <Link to="/classes" className={buttonClasses('secondary', 'md', 'mt-6')}>
          Your classes
        </Link>
      </section>
    );
  }
  return (
    <div role="status" aria-label="Joining the class" className="flex flex-1">
      <PageSpinner />
    </div>
  );
}

/**
 * `/classes/join/:code`: the link an instructor shares. A guest logs in first and comes back
 * here (the login page follows the link's `returnTo`), then joins and lands on the class.
 */
export function JoinClassPage() {
  useDocumentTitle('Join a class');
  const { code = '' } = useParams();
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/login" replace state={returnState(pathname)} />;
  return <JoinWithCode key={code} code={code} />;
}
