import type { ClassSummary } from '@grindstone/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { useLeaveClass } from '../../classes/mutations';
import { useClass } from '../../classes/queries';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Modal } from '../../components/ui/Modal';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { InstructorClass } from './InstructorClass';
import { StudentAssignments } from './StudentAssignments';

/** A learner leaves the class, confirmed first. */
function LeaveClass({ summary, userId }: { summary: ClassSummary; userId: string }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveClass(summary._id, userId);
  const navigate = useNavigate();
  const close = () => {
    setConfirming(false);
    leave.reset();
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        Leave class
      </Button>
      {confirming ? (
        <Modal title="Leave this class?" onClose={close}>
          <p className="text-sm text-fg">
            You will no longer see “{summary.name}” or its assignments. Your submissions stay yours.
            To come back you need the join code again.
          </p>
          {leave.isError ? <Alert className="mt-4">{errorMessage(leave.error)}</Alert> : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant="danger"
              disabled={leave.isPending}
              onClick={() =>
                leave.mutate(undefined, {
                  onSuccess: () => navigate('/classes', { replace: true }),
                })
              }
            >
              {leave.isPending ? 'Leaving...' : 'Leave class'}
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

function ClassView({ summary }: { summary: ClassSummary }) {
  const { user } = useAuth();
  const instructor = summary.role === 'instructor';
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <Link to="/classes" className="text-sm text-muted hover:text-accent">
        <span aria-hidden="true">←</span> All classes
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {instructor ? (
              <Badge tone="accent">Instructor</Badge>
            ) : (
              <Badge tone="info">Student</Badge>
            )}
            <span className="text-sm text-muted">
              {summary.memberCount} member{summary.memberCount === 1 ? '' : 's'}
            </span>
          </div>
          <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-fg">
            {summary.name}
          </h1>
        </div>
        {!instructor && user ? <LeaveClass summary={summary} userId={user._id} /> : null}
      </header>
      {instructor ? (
        <InstructorClass summary={summary} />
      ) : (
        <StudentAssignments classId={summary._id} />
      )}
    </section>
  );
}

/** `/classes/:classId`: assignments for a learner; roster, join link and assignments for instructors. */
export function ClassPage() {
  const { classId = '' } = useParams();
  const found = useClass(classId);
  useDocumentTitle(found.data?.name ?? 'Class');

  if (found.isPending) {
    return (
      <div role="status" aria-label="Loading class" className="flex flex-1">
        <PageSpinner />
      </div>
    );
  }
  if (found.isError) {
    const missing =
      found.error instanceof ApiRequestError &&
      (found.error.status === 404 || found.error.status === 403 || found.error.status === 400);
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        {missing ? (
          <>
            <h1 className="text-2xl font-bold text-fg">Class not found</h1>
            <p className="mt-2 text-muted">
              There is no class here that you are a member of. Ask your instructor for the join
              link.
            </p>
          </>
        ) : (
          <Alert>
            <p className="font-semibold">Failed to load the class.</p>
            <p>{errorMessage(found.error)}</p>
          </Alert>
        )}
        <Link to="/classes" className={buttonClasses('ghost', 'md', 'mt-6')}>
          Your classes
        </Link>
      </section>
    );
  }
  return <ClassView summary={found.data} />;
}
