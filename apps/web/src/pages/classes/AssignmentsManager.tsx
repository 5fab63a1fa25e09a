import { type Assignment, extensionInputSchema } from '@grindstone/contract';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { fullName, latePolicyText } from '../../classes/assignmentFormat';
import type { MemberAssignment } from '../../classes/classesApi';
import {
  useCreateAssignment,
  useDeleteAssignment,
  useExtension,
  useUpdateAssignment,
} from '../../classes/mutations';
import { useAssignment, useAssignmentProgress, useAssignments } from '../../classes/queries';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Card } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { Modal } from '../../components/ui/Modal';
import { Skeleton } from '../../components/ui/Skeleton';
import { formatContestTime } from '../../contests/countdown';
import { isoToLocalInput, localInputToIso } from '../admin/contests/contestFormValues';
import { AssignmentForm } from './AssignmentForm';
import {
  assignmentToForm,
  emptyAssignmentForm,
  toAssignmentBody,
  toAssignmentChanges,
} from './assignmentFormValues';

function NewAssignment({ classId, onDone }: { classId: string; onDone: () => void }) {
  const create = useCreateAssignment(classId);
  const [initialValues] = useState(() => emptyAssignmentForm());
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h3 className="text-lg font-semibold text-fg">New assignment</h3>
      <AssignmentForm
        initialValues={initialValues}
        submitLabel="Create assignment"
        busyLabel="Creating..."
        saving={create.isPending}
        error={create.error}
        onSubmit={(values) => create.mutate(toAssignmentBody(values), { onSuccess: onDone })}
        onCancel={onDone}
      />
    </Card>
  );
}

function EditAssignmentForm({
  classId,
  assignment,
  onDone,
}: {
  classId: string;
  assignment: Assignment;
  onDone: () => void;
}) {
  const update = useUpdateAssignment(classId, assignment._id);
  const [initialValues] = useState(() => assignmentToForm(assignment));
  return (
    <AssignmentForm
      initialValues={initialValues}
      submitLabel="Save changes"
      busyLabel="Saving..."
      saving={update.isPending}
      error={update.error}
      onSubmit={(values) => {
        const changes = toAssignmentChanges(initialValues, values);
        if (Object.keys(changes).length === 0) onDone();
        else update.mutate(changes, { onSuccess: onDone });
      }}
      onCancel={onDone}
    />
  );
}

/** Edits an assignment as the server has it now (the list leaves out problems not open yet). */
function EditAssignment({
  classId,
  assignment,
  onDone,
}: {
  classId: string;
  assignment: MemberAssignment;
  onDone: () => void;
}) {
  const current = useAssignment(classId, assignment._id);
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h3 className="text-lg font-semibold break-words text-fg">Edit “{assignment.title}”</h3>
      {current.isPending ? (
        <div role="status" aria-label="Loading the assignment">
          <Skeleton className="h-40" />
        </div>
      ) : current.isError ? (
        <Alert>
          <p>Failed to load the assignment: {errorMessage(current.error)}</p>
          <Button variant="ghost" size="sm" className="mt-2" onClick={onDone}>
            Cancel
          </Button>
        </Alert>
      ) : (
        <EditAssignmentForm classId={classId} assignment={current.data} onDone={onDone} />
      )}
    </Card>
  );
}

function DeleteAssignment({
  classId,
  assignment,
  onClose,
}: {
  classId: string;
  assignment: MemberAssignment;
  onClose: () => void;
}) {
  const remove = useDeleteAssignment(classId, assignment._id);
  return (
    <Modal title="Delete this assignment?" onClose={onClose}>
      <p className="text-sm text-fg">
        “{assignment.title}” and its extensions will be removed; the students' submissions stay
        theirs. This cannot be undone.
      </p>
      {remove.isError ? <Alert className="mt-4">{errorMessage(remove.error)}</Alert> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: onClose })}
        >
          {remove.isPending ? 'Deleting...' : 'Delete assignment'}
        </Button>
      </div>
    </Modal>
  );
}

/** One learner's due date: grant or move an extension, or take it back. */
function ExtensionRow({
  classId,
  assignment,
  student,
}: {
  classId: string;
  assignment: MemberAssignment;
  student: { user: { _id: string; firstName: string; lastName: string }; dueAt: string };
}) {
  const extension = useExtension(classId, assignment._id);
  const [value, setValue] = useState(() => isoToLocalInput(student.dueAt));
  const [invalid, setInvalid] = useState<string | undefined>();
  const extended = Date.parse(student.dueAt) !== Date.parse(assignment.dueAt);
  const name = fullName(student.user);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = extensionInputSchema.safeParse({ dueAt: localInputToIso(value) });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    extension.mutate({ userId: student.user._id, dueAt: checked.data.dueAt });
  };
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words text-fg">{name}</span>
        {extended ? <Badge tone="purple">Extended</Badge> : null}
        <span className="text-sm text-muted">
          due <time dateTime={student.dueAt}>{formatContestTime(student.dueAt)}</time>
        </span>
      </div>
      <form
        aria-label={`Extension for ${name}`}
        onSubmit={onSubmit}
        noValidate
        className="flex flex-wrap items-end gap-2"
      >
        <div className="min-w-0 flex-1 basis-52">
          <Input
            label={`Due date for ${name}`}
            type="datetime-local"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              extension.reset();
            }}
            error={invalid ?? (extension.isError ? errorMessage(extension.error) : undefined)}
          />
        </div>
        <Button type="submit" size="sm" disabled={extension.isPending}>
          {extended ? 'Move extension' : 'Grant extension'}
        </Button>
        {extended ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={extension.isPending}
            onClick={() =>
              extension.mutate(
                { userId: student.user._id, dueAt: null },
                { onSuccess: () => setValue(isoToLocalInput(assignment.dueAt)) },
              )
            }
          >
            Remove extension
          </Button>
        ) : null}
      </form>
    </li>
  );
}

function Extensions({
  classId,
  assignment,
  onClose,
}: {
  classId: string;
  assignment: MemberAssignment;
  onClose: () => void;
}) {
  const progress = useAssignmentProgress(classId, assignment._id);
  return (
    <Modal title={`Extensions: ${assignment.title}`} onClose={onClose}>
      <p className="text-sm text-muted">
        The assignment is due{' '}
        <time dateTime={assignment.dueAt}>{formatContestTime(assignment.dueAt)}</time>. A learner's
        own due date replaces it for them; their solves before it are on time.
      </p>
      {progress.isPending ? (
        <div role="status" aria-label="Loading students" className="mt-4">
          <Skeleton className="h-16" />
        </div>
      ) : progress.isError ? (
        <Alert className="mt-4">Failed to load the students: {errorMessage(progress.error)}</Alert>
      ) : progress.data.students.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No students in the class yet.</p>
      ) : (
        <ul aria-label="Students" className="mt-2 flex flex-col divide-y divide-border">
          {progress.data.students.map((student) => (
            <ExtensionRow
              key={student.user._id}
              classId={classId}
              assignment={assignment}
              student={student}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}

type Dialog = { kind: 'extensions' | 'delete'; assignment: MemberAssignment } | null;

function AssignmentRow({
  classId,
  assignment,
  onEdit,
  onDialog,
}: {
  classId: string;
  assignment: MemberAssignment;
  onEdit: () => void;
  onDialog: (dialog: Dialog) => void;
}) {
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-3 p-5">
      <div className="min-w-0">
        <h3 id={headingId} className="text-lg font-semibold break-words text-fg">
          <Link
            to={`/classes/${classId}/assignments/${assignment._id}`}
            className="hover:text-accent hover:underline"
          >
            {assignment.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">
          Opens <time dateTime={assignment.opensAt}>{formatContestTime(assignment.opensAt)}</time> ·
          Due <time dateTime={assignment.dueAt}>{formatContestTime(assignment.dueAt)}</time>
        </p>
        <p className="text-xs text-muted">
          {assignment.problems.length > 0
            ? `${assignment.problems.length} problem${assignment.problems.length === 1 ? '' : 's'} · `
            : ''}
          {latePolicyText(assignment.latePolicy)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/classes/${classId}/assignments/${assignment._id}`}
          className={buttonClasses('secondary', 'sm')}
        >
          Progress
        </Link>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onDialog({ kind: 'extensions', assignment })}
        >
          Extensions
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDialog({ kind: 'delete', assignment })}>
          Delete
        </Button>
      </div>
    </Card>
  );
}

/** The instructor's assignments: create, edit, extensions per learner, delete. */
export function AssignmentsManager({ classId }: { classId: string }) {
  const assignments = useAssignments(classId);
  /** `new`, an assignment's id being edited, or nothing. */
  const [editing, setEditing] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const done = () => setEditing(null);

  return (
    <section aria-labelledby="class-assignments" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="class-assignments" className="text-xl font-semibold text-fg">
          Assignments
        </h2>
        {editing === null ? (
          <Button onClick={() => setEditing('new')}>New assignment</Button>
        ) : null}
      </div>
      {editing === 'new' ? <NewAssignment classId={classId} onDone={done} /> : null}
      {assignments.isPending ? (
        <div role="status" aria-label="Loading assignments" className="flex flex-col gap-4">
          <Skeleton className="h-32" />
        </div>
      ) : assignments.isError ? (
        <Alert>
          <p>Failed to load the assignments: {errorMessage(assignments.error)}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => assignments.refetch()}
          >
            Try Again
          </Button>
        </Alert>
      ) : assignments.data.length === 0 ? (
        editing === 'new' ? null : (
          <p className="rounded-card border border-border bg-surface p-8 text-center text-muted">
            No assignments yet. Create one from problems in the catalogue.
          </p>
        )
      ) : (
        <ul className="flex flex-col gap-4">
          {[...assignments.data]
            .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt))
            .map((assignment) => (
              <li key={assignment._id}>
                {editing === assignment._id ? (
                  <EditAssignment classId={classId} assignment={assignment} onDone={done} />
                ) : (
                  <AssignmentRow
                    classId={classId}
                    assignment={assignment}
                    onEdit={() => setEditing(assignment._id)}
                    onDialog={setDialog}
                  />
                )}
              </li>
            ))}
        </ul>
      )}
      {dialog?.kind === 'extensions' ? (
        <Extensions
          classId={classId}
          assignment={dialog.assignment}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteAssignment
          classId={classId}
          assignment={dialog.assignment}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
