import { type ListSummary, listCreateSchema, type ProblemSummary } from '@grindstone/contract';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { Skeleton } from '../../components/ui/Skeleton';
import {
  useCreateList,
  useDeleteList,
  useRemoveFromList,
  useShareList,
  useUpdateList,
} from '../../practice/mutations';
import { sharedListPath } from '../../practice/practiceApi';
import { useLists } from '../../practice/queries';
import { useAllProblems, useSolvedIds } from '../../problems/queries';
import { ProblemRow } from './ProblemRows';

/** The title a list is given, checked as the server will (trimmed, 1–80 characters). */
function checkTitle(title: string): { title: string } | { error: string } {
  const checked = listCreateSchema.safeParse({ title });
  return checked.success
    ? { title: checked.data.title }
    : { error: checked.error.issues[0]?.message ?? 'Title is required' };
}

/** `/lists`: the learner's own lists ("Add to Sheets"): rename, reorder, share, delete. */
export function ListsPage() {
  useDocumentTitle('My lists');
  const lists = useLists();
  const problems = useAllProblems();
  const solvedIds = useSolvedIds();
  const byId = new Map((problems.data ?? []).map((problem) => [problem._id, problem]));

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <div>
        <Link to="/sheets" className="text-sm text-muted hover:text-accent">
          <span aria-hidden="true">←</span> Sheets
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg">My lists</h1>
        <p className="mt-1 text-muted">
          Your own lists of problems. Add problems with “Add to Sheets” in the problem list or on a
          problem's page.
        </p>
      </div>
      <CreateListForm />
      {lists.isPending ? (
        <div role="status" aria-label="Loading your lists" className="flex flex-col gap-3">
          <Skeleton className="h-32" />
        </div>
      ) : lists.isError ? (
        <Alert>
          <p>Failed to load your lists: {errorMessage(lists.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => lists.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : lists.data.length === 0 ? (
        <p className="py-6 text-center text-muted">You have no lists yet.</p>
      ) : (
        <ul aria-label="Your lists" className="flex flex-col gap-4">
          {lists.data.map((list) => (
            <li key={list._id}>
              <ListCard list={list} byId={byId} solvedIds={solvedIds} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CreateListForm() {
  const [title, setTitle] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const create = useCreateList();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTitle(title);
    if ('error' in checked) {
      setInvalid(checked.error);
      return;
    }
    setInvalid(undefined);
    create.mutate(checked.title, { onSuccess: () => setTitle('') });
  };
  return (
    <form aria-label="Create a list" onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-56">
        <Input
          label="New list title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={invalid ?? (create.isError ? errorMessage(create.error) : undefined)}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create list'}
      </Button>
    </form>
  );
}

function ListCard({
  list,
  byId,
  solvedIds,
}: {
  list: ListSummary;
  byId: Map<string, ProblemSummary>;
  solvedIds: Set<string>;
}) {
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateList();
  const remove = useRemoveFromList();
  const drop = useDeleteList();
  const busy = update.isPending || remove.isPending || drop.isPending;
  const failure = update.error ?? remove.error ?? drop.error;

  const move = (index: number, by: -1 | 1) => {
    const order = [...list.problemIds];
    const other = index + by;
    const here = order[index];
    const there = order[other];
    if (here === undefined || there === undefined) return;
    order[index] = there;
    order[other] = here;
    update.mutate({ listId: list._id, changes: { problemIds: order } });
  };

  return (
    <Card aria-labelledby={headingId} role="region" className="flex flex-col gap-4 p-5">
      {renaming ? (
        <RenameForm list={list} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-lg font-semibold text-fg">
              {list.title}
            </h2>
            <p className="text-xs text-muted">
              {list.problemCount} problem{list.problemCount === 1 ? '' : 's'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
              Rename
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirmingDelete(true)}
              disabled={busy}
            >
              Delete
            </Button>
          </div>
        </div>
      )}
      {confirmingDelete ? (
        <div role="alertdialog" aria-label="Confirm delete" className="flex flex-col gap-2">
          <p className="text-sm text-fg">
            Delete “{list.title}”? Its problems stay in the problem set.
          </p>
          <div className="flex gap-2">
            <Button
              variant="danger"
              size="sm"
              disabled={drop.isPending}
              onClick={() => drop.mutate(list._id)}
            >
              Delete list
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      <ShareControls list={list} />
      {failure ? <Alert>{errorMessage(failure)}</Alert> : null}
      {list.problemIds.length === 0 ? (
        <p className="text-sm text-muted">
          No problems yet. Use “Add to Sheets” in the{' '}
          <Link to="/problems" className="text-accent underline">
            problem list
          </Link>
          .
        </p>
      ) : (
        <ol aria-label={`Problems in ${list.title}`} className="rounded-card border border-border">
          {list.problemIds.map((problemId, index) => {
            const problem = byId.get(problemId);
            const title = problem?.title ?? 'Problem';
            return (
              <ProblemRow
                key={problemId}
                problem={{
                  _id: problemId,
                  title,
                  difficulty: problem?.difficulty ?? 'easy',
                  solved: solvedIds.has(problemId),
                }}
              >
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="w-9 px-0"
                    aria-label={`Move ${title} up`}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="w-9 px-0"
                    aria-label={`Move ${title} down`}
                    disabled={busy || index === list.problemIds.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${title} from ${list.title}`}
                    disabled={busy}
                    onClick={() => remove.mutate({ listId: list._id, problemId })}
                  >
                    Remove
                  </Button>
                </div>
              </ProblemRow>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

function RenameForm({ list, onDone }: { list: ListSummary; onDone: () => void }) {
  const [title, setTitle] = useState(list.title);
  const [invalid, setInvalid] = useState<string | undefined>();
  const update = useUpdateList();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTitle(title);
    if ('error' in checked) {
      setInvalid(checked.error);
      return;
    }
    update.mutate({ listId: list._id, changes: { title: checked.title } }, { onSuccess: onDone });
  };
  return (
    <form aria-label={`Rename ${list.title}`} onSubmit={onSubmit} className="flex flex-col gap-2">
      <Input
        label="List title"
        autoFocus
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={invalid ?? (update.isError ? errorMessage(update.error) : undefined)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ShareControls({ list }: { list: ListSummary }) {
  const share = useShareList();
  const [copied, setCopied] = useState<string | null>(null);
  const link = list.shareToken
    ? `${window.location.origin}${sharedListPath(list.shareToken)}`
    : null;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      setCopied('Copy the link below.');
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {link ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => copy(link)}>
              Copy link
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={share.isPending}
              onClick={() => {
                setCopied(null);
                share.mutate({ listId: list._id, share: false });
              }}
            >
              Stop sharing
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={share.isPending}
            onClick={() =>
              share.mutate(
                { listId: list._id, share: true },
                {
                  onSuccess: (shared) => {
                    if (shared.shareToken) {
                      void copy(`${window.location.origin}${sharedListPath(shared.shareToken)}`);
                    }
                  },
                },
              )
            }
          >
            Share
          </Button>
        )}
        <span role="status" className="text-xs text-muted">
          {copied}
        </span>
      </div>
      {link ? (
        <p className="text-xs break-all text-muted">
          Anyone with this link can read the list:{' '}
          <a href={link} className="text-accent underline">
            {link}
          </a>
        </p>
      ) : null}
      {share.isError ? <Alert>{errorMessage(share.error)}</Alert> : null}
    </div>
  );
}
