import { type ListSummary, listCreateSchema } from '@grindstone/contract';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../api/ApiRequestError';
import { useAuth } from '../auth/AuthContext';
import { returnState } from '../auth/returnPath';
import { Alert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { buttonClasses } from '../components/ui/buttonStyles';
import { Input } from '../components/ui/Input';
import { Modal } from '../components/ui/Modal';
import { useCreateListWith, useToggleInList } from './mutations';
import { useLists } from './queries';

/**
 * "Add to Sheets": opens the learner's lists with a check on those holding the problem; a check
 * adds or removes it, and "New list…" creates a list and adds the problem to it. Guests are asked
 * to log in.
 */
export function AddToSheets({
  problemId,
  problemTitle,
  className,
}: {
  problemId: string;
  problemTitle: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? buttonClasses('ghost', 'sm')}
        aria-label={`Add ${problemTitle} to Sheets`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Add to Sheets
      </button>
      {open ? (
        <Modal title={`Add “${problemTitle}” to a list`} onClose={() => setOpen(false)}>
          <ListsMenu problemId={problemId} />
        </Modal>
      ) : null}
    </>
  );
}

/** The menu's body, also used on its own by tests. */
export function ListsMenu({ problemId }: { problemId: string }) {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <Alert tone="info">
        <Link
          to="/login"
          state={returnState(pathname + search)}
          className="font-semibold text-accent underline"
        >
          Log in
        </Link>{' '}
        to keep problems in your own lists.
      </Alert>
    );
  }
  return <SignedInMenu problemId={problemId} />;
}

function SignedInMenu({ problemId }: { problemId: string }) {
  const lists = useLists();
  const toggle = useToggleInList(problemId);
  const pendingList = toggle.isPending ? toggle.variables?.listId : undefined;

  return (
    <div className="flex flex-col gap-4">
      {lists.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading your lists…
        </p>
      ) : lists.isError ? (
        <Alert>
          <p>Failed to load your lists: {errorMessage(lists.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => lists.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : lists.data.length === 0 ? (
        <p className="text-sm text-muted">You have no lists yet: start one below.</p>
      ) : (
        <ul aria-label="Your lists" className="flex flex-col gap-1">
          {lists.data.map((list) => (
            <ListChoice
              key={list._id}
              list={list}
              checked={list.problemIds.includes(problemId)}
              pending={pendingList === list._id}
              onToggle={(add) => {
                toggle.reset();
                toggle.mutate({ listId: list._id, add });
              }}
            />
          ))}
        </ul>
      )}
      {toggle.isError ? <Alert>{errorMessage(toggle.error)}</Alert> : null}
      <NewList problemId={problemId} />
      <Link to="/lists" className="text-sm text-accent underline">
        Manage your lists
      </Link>
    </div>
  );
}

function ListChoice({
  list,
  checked,
  pending,
  onToggle,
}: {
  list: ListSummary;
  checked: boolean;
  pending: boolean;
  onToggle: (add: boolean) => void;
}) {
  return (
    <li>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-raised">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={checked}
          disabled={pending}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span className="min-w-0 flex-1 truncate text-sm text-fg">{list.title}</span>
        <span className="text-xs text-muted">
          {list.problemCount} problem{list.problemCount === 1 ? '' : 's'}
        </span>
      </label>
    </li>
  );
}

function NewList({ problemId }: { problemId: string }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const create = useCreateListWith(problemId);

  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
        New list…
      </Button>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = listCreateSchema.safeParse({ title });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    create.mutate(checked.data.title, {
      onSuccess: () => {
        setTitle('');
        setOpen(false);
      },
    });
  };

  return (
    <form aria-label="New list" onSubmit={onSubmit} className="flex flex-col gap-2">
      <Input
        label="List title"
        autoFocus
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
        error={invalid ?? (create.isError ? errorMessage(create.error) : undefined)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create and add'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setOpen(false);
            setInvalid(undefined);
            create.reset();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
