import { useState } from 'react';
import { errorMessage } from '../../api/ApiRequestError';
import { fullName } from '../../classes/assignmentFormat';
import type { ClassMember } from '../../classes/classesApi';
import { useRemoveMember } from '../../classes/mutations';
import { useClassMembers } from '../../classes/queries';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { Skeleton } from '../../components/ui/Skeleton';
import { formatContestTime } from '../../contests/countdown';

function RemoveMember({ classId, member }: { classId: string; member: ClassMember }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveMember(classId);
  const name = fullName(member.user);
  const close = () => {
    setConfirming(false);
    remove.reset();
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Remove ${name}`}
        onClick={() => setConfirming(true)}
      >
        Remove
      </Button>
      {confirming ? (
        <Modal title={`Remove ${name}?`} onClose={close}>
          <p className="text-sm text-fg">
            {name} leaves the class and its assignments. Their submissions stay theirs; they can
            join again with the code.
          </p>
          {remove.isError ? <Alert className="mt-4">{errorMessage(remove.error)}</Alert> : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(member.user._id, { onSuccess: close })}
            >
              {remove.isPending ? 'Removing...' : 'Remove from class'}
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

/** The class's members: instructors first, then students by name; students can be removed. */
export function Roster({ classId }: { classId: string }) {
  const members = useClassMembers(classId);
  if (members.isPending) {
    return (
      <div role="status" aria-label="Loading students" className="flex flex-col gap-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (members.isError) {
    return (
      <Alert>
        <p>Failed to load the students: {errorMessage(members.error)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => members.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  const sorted = [...members.data].sort(
    (a, b) =>
      (a.role === 'instructor' ? 0 : 1) - (b.role === 'instructor' ? 0 : 1) ||
      fullName(a.user).localeCompare(fullName(b.user)),
  );
  const students = sorted.filter((member) => member.role === 'student').length;
  return (
    <section aria-labelledby="class-roster" className="flex flex-col gap-3">
      <h2 id="class-roster" className="text-xl font-semibold text-fg">
        Students <span className="text-base font-normal text-muted">({students})</span>
      </h2>
      {students === 0 ? (
        <p className="text-sm text-muted">
          No students yet. Share the join link above; they appear here when they join.
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-card border border-border">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="sr-only">Class members</caption>
          <thead className="bg-raised text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Name
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Joined
              </th>
              <th scope="col" className="w-24 px-4 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((member) => (
              <tr key={member.user._id} className="border-t border-border">
                <th scope="row" className="px-4 py-2 text-left font-medium text-fg">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="break-words">{fullName(member.user)}</span>
                    {member.role === 'instructor' ? <Badge tone="accent">Instructor</Badge> : null}
                  </span>
                </th>
                <td className="px-4 py-2 text-muted">
                  <time dateTime={member.joinedAt}>{formatContestTime(member.joinedAt)}</time>
                </td>
                <td className="px-4 py-2 text-right">
                  {member.role === 'student' ? (
                    <RemoveMember classId={classId} member={member} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
