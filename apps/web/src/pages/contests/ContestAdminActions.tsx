import type { Contest } from '@grindstone/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '../../api/ApiRequestError';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Modal } from '../../components/ui/Modal';
import { phaseAt } from '../../contests/countdown';
import { useDeleteContest, useFinaliseContest, useRevealContest } from '../../contests/mutations';

/** Delete, confirmed first; a contest with submissions needs a second, explicit "anyway". */
function DeleteContest({ contest }: { contest: Contest }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteContest(contest._id);
  const navigate = useNavigate();
  const hasSubmissions = remove.error instanceof ApiRequestError && remove.error.status === 409;
  const close = () => {
    setConfirming(false);
    remove.reset();
  };
  const run = (force: boolean) =>
    remove.mutate(force, { onSuccess: () => navigate('/contests', { replace: true }) });
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      {confirming ? (
        <Modal title="Delete this contest?" onClose={close}>
          <p className="text-sm text-fg">
            “{contest.title}” and its registrations will be removed for everyone. This cannot be
            undone.
          </p>
          {remove.isError ? (
            <Alert className="mt-4">
              {hasSubmissions
                ? 'People have already submitted in this contest. Deleting it anyway keeps their submissions as ordinary practice.'
                : errorMessage(remove.error)}
            </Alert>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            {hasSubmissions ? (
              <Button variant="danger" disabled={remove.isPending} onClick={() => run(true)}>
                {remove.isPending ? 'Deleting...' : 'Delete anyway'}
              </Button>
            ) : (
              <Button variant="danger" disabled={remove.isPending} onClick={() => run(false)}>
                {remove.isPending ? 'Deleting...' : 'Delete contest'}
              </Button>
            )}
          </div>
        </Modal>
      ) : null}
    </>
  );
}

/** What an admin may do with a contest: edit, reveal a frozen board, finalise, delete. */
export function ContestAdminActions({ contest, now }: { contest: Contest; now: number }) {
  const reveal = useRevealContest(contest._id);
  const finalise = useFinaliseContest(contest._id);
  const ended = phaseAt(contest, now) === 'ended';
  const failure = reveal.error ?? finalise.error;
  return (
    <section aria-labelledby="contest-admin" className="rounded-card border border-border p-4">
      <h2 id="contest-admin" className="text-sm font-semibold text-muted">
        Admin
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/admin/contests/${contest._id}/edit`}
          className={buttonClasses('secondary', 'sm')}
        >
          Edit
        </Link>
        {ended && contest.freezeAt !== null && !contest.revealed ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={reveal.isPending}
            onClick={() => reveal.mutate()}
          >
            {reveal.isPending ? 'Revealing...' : 'Reveal board'}
          </Button>
        ) : null}
        {ended && !contest.finalised ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={finalise.isPending}
            onClick={() => finalise.mutate()}
          >
            {finalise.isPending ? 'Finalising...' : 'Finalise'}
          </Button>
        ) : null}
        <DeleteContest contest={contest} />
      </div>
      {contest.joinCode ? (
        <p className="mt-3 text-sm text-muted">
          Join code: <code className="font-mono text-fg">{contest.joinCode}</code>
        </p>
      ) : null}
      {failure ? <Alert className="mt-3">{errorMessage(failure)}</Alert> : null}
    </section>
  );
}
