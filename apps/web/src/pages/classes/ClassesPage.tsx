import { type ClassSummary, classCreateSchema, classJoinSchema } from '@grindstone/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { useCreateClass, useJoinClass } from '../../classes/mutations';
import { useClasses } from '../../classes/queries';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { Skeleton } from '../../components/ui/Skeleton';

/** The first message the contract's schema gives for a value, or the parsed value. */
function check<T>(
  schema: {
    safeParse: (
      value: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
): { data: T } | { error: string } {
  const result = schema.safeParse(value);
  return result.success
    ? { data: result.data }
    : { error: result.error.issues[0]?.message ?? 'Check this field' };
}

/** Only instructors and admins may start classes (the server refuses learners). */
export const canRunClasses = (role: string | undefined) =>
  role === 'instructor' || role === 'admin';

function JoinClassForm() {
  const navigate = useNavigate();
  const join = useJoinClass();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(classJoinSchema, { joinCode: code });
    if ('error' in checked) {
      setInvalid(checked.error);
      return;
    }
    setInvalid(undefined);
    join.mutate(checked.data.joinCode, {
      onSuccess: (joined) => navigate(`/classes/${joined._id}`),
    });
  };
  return (
    <form
      aria-label="Join a class"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-wrap items-end gap-2"
    >
      <div className="min-w-0 flex-1 basis-48">
        <Input
          label="Join code"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (join.isError) join.reset();
          }}
          error={invalid ?? (join.isError ? errorMessage(join.error) : undefined)}
        />
      </div>
      <Button type="submit" disabled={join.isPending}>
        {join.isPending ? 'Joining...' : 'Join class'}
      </Button>
    </form>
  );
}

function NewClassForm() {
  const navigate = useNavigate();
  const create = useCreateClass();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(classCreateSchema, { name });
    if ('error' in checked) {
      setInvalid(checked.error);
      return;
    }
    setInvalid(undefined);
    create.mutate(checked.data.name, {
      onSuccess: (created) => navigate(`/classes/${created._id}`),
    });
  };
  return (
    <form
      aria-label="New class"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-wrap items-end gap-2"
    >
      <div className="min-w-0 flex-1 basis-48">
        <Input
          label="Class name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={invalid ?? (create.isError ? errorMessage(create.error) : undefined)}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create class'}
      </Button>
    </form>
  );
}

function ClassCard({ summary }: { summary: ClassSummary }) {
  return (
    <Card className="flex h-full flex-col gap-2 p-5">
      <div className="flex flex-wrap items-center gap-2">
        {summary.role === 'instructor' ? (
          <Badge tone="accent">Instructor</Badge>
        ) : (
          <Badge tone="info">Student</Badge>
        )}
      </div>
      <h2 className="text-lg font-semibold break-words text-fg">
        <Link to={`/classes/${summary._id}`} className="hover:text-accent hover:underline">
          {summary.name}
        </Link>
      </h2>
      <p className="text-sm text-muted">
        {summary.memberCount} member{summary.memberCount === 1 ? '' : 's'}
      </p>
    </Card>
  );
}

/** `/classes`: the viewer's classes, joining one by code, and (instructors) starting one. */
export function ClassesPage() {
  useDocumentTitle('Classes');
  const { user } = useAuth();
  const classes = useClasses();
  const instructor = canRunClasses(user?.role);

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-fg">Classes</h1>
        <p className="mt-2 max-w-2xl text-muted">
          Work through assignments set by your instructor, with your own due dates and progress.
        </p>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex flex-col gap-3 p-5">
          <h2 className="text-lg font-semibold text-fg">Join a class</h2>
          <p className="text-sm text-muted">Enter the code your instructor gave you.</p>
          <JoinClassForm />
        </Card>
        {instructor ? (
          <Card className="flex flex-col gap-3 p-5">
            <h2 className="text-lg font-semibold text-fg">New class</h2>
            <p className="text-sm text-muted">
              You will get a join link to share with your students.
            </p>
            <NewClassForm />
          </Card>
        ) : null}
      </div>

      <section aria-labelledby="my-classes" className="flex flex-col gap-4">
        <h2 id="my-classes" className="text-xl font-semibold text-fg">
          Your classes
        </h2>
        {classes.isPending ? (
          <div role="status" aria-label="Loading classes" className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        ) : classes.isError ? (
          <Alert>
            <p>Failed to load your classes: {errorMessage(classes.error)}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => classes.refetch()}
            >
              Try Again
            </Button>
          </Alert>
        ) : classes.data.length === 0 ? (
          <p className="rounded-card border border-border bg-surface p-8 text-center text-muted">
            {instructor
              ? 'You are not in any class yet. Create one above, or join one with a code.'
              : 'You are not in any class yet. Join one with the code or link your instructor shares.'}
          </p>
        ) : (
          <ul aria-label="Your classes" className="grid gap-4 sm:grid-cols-2">
            {classes.data.map((summary) => (
              <li key={summary._id}>
                <ClassCard summary={summary} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
