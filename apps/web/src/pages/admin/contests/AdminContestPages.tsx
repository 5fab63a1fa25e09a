import type { Contest } from '@grindstone/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/ApiRequestError';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { phaseAt } from '../../../contests/countdown';
import {
  useCreateContest,
  useFinaliseContest,
  useUpdateContest,
} from '../../../contests/mutations';
import { useContest } from '../../../contests/queries';
import { ContestForm } from './ContestForm';
import {
  type ContestFormValues,
  contestToForm,
  emptyContestForm,
  toContestBody,
  toContestChanges,
} from './contestFormValues';

function AdminContestLayout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <Link to="/contests" className="text-sm text-muted hover:text-accent">
        <span aria-hidden="true">←</span> All contests
      </Link>
      <h1 className="text-3xl font-bold tracking-tight text-fg">{title}</h1>
      {children}
    </section>
  );
}

/** `/admin/contests/new`. */
export function AdminNewContestPage() {
  useDocumentTitle('New contest');
  const navigate = useNavigate();
  const create = useCreateContest();
  const [initialValues] = useState(() => emptyContestForm());
  return (
    <AdminContestLayout title="New contest">
      <ContestForm
        initialValues={initialValues}
        submitLabel="Create contest"
        busyLabel="Creating..."
        saving={create.isPending}
        error={create.error}
        onSubmit={(values) =>
          create.mutate(toContestBody(values), {
            onSuccess: (contest) => navigate(`/contests/${contest._id}`),
          })
        }
      />
    </AdminContestLayout>
  );
}

function EditContestForm({ contest }: { contest: Contest }) {
  const navigate = useNavigate();
  const update = useUpdateContest(contest._id);
  const finalise = useFinaliseContest(contest._id);
  const [initialValues] = useState<ContestFormValues>(() => contestToForm(contest));
  const ended = phaseAt(contest, Date.now()) === 'ended';
  return (
    <>
      {finalise.isError ? <Alert>{errorMessage(finalise.error)}</Alert> : null}
      {contest.finalised ? (
        <Alert tone="info">This contest is finalised: its results and ratings are settled.</Alert>
      ) : null}
      <ContestForm
        initialValues={initialValues}
        submitLabel="Save changes"
        busyLabel="Saving..."
        saving={update.isPending}
        error={update.error}
        onSubmit={(values) =>
          update.mutate(toContestChanges(initialValues, values), {
            onSuccess: () => navigate(`/contests/${contest._id}`),
          })
        }
        extraActions={
          ended && !contest.finalised ? (
            <Button
              variant="secondary"
              disabled={finalise.isPending}
              onClick={() => finalise.mutate()}
            >
              {finalise.isPending ? 'Finalising...' : 'Finalise'}
            </Button>
          ) : null
        }
      />
    </>
  );
}

/** `/admin/contests/:contestId/edit`. */
export function AdminEditContestPage() {
  const { contestId = '' } = useParams();
  const contest = useContest(contestId);
  useDocumentTitle('Edit contest');
  return (
    <AdminContestLayout title="Edit contest">
      {contest.isPending ? (
        <div role="status" aria-label="Loading contest" className="flex">
          <PageSpinner />
        </div>
      ) : contest.isError ? (
        <Alert>
          <p className="font-semibold">Failed to load the contest.</p>
          <p>{errorMessage(contest.error)}</p>
        </Alert>
      ) : (
        <EditContestForm key={contest.data._id} contest={contest.data} />
      )}
    </AdminContestLayout>
  );
}
