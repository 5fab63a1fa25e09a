import { NOTE_MAX, practiceMessages } from '@grindstone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../api/ApiRequestError';
import { useAuth } from '../auth/AuthContext';
import { Markdown } from '../components/Markdown';
import { Alert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { cx } from '../components/ui/cx';
import * as api from './practiceApi';
import { practiceKeys, useNote } from './queries';

/** How long typing must pause before the note is saved. */
export const NOTE_SAVE_DELAY_MS = 1000;

const count = (value: number) => value.toLocaleString('en');

/**
 * The learner's Markdown note on one problem (docs/practice.md#notes): loaded, then saved as
 * they type, once typing pauses for a second. The state is always in view: "Saving…", "Saved",
 * or why it was not saved.
 */
export function NoteEditor({
  problemId,
  saveDelayMs = NOTE_SAVE_DELAY_MS,
}: {
  problemId: string;
  saveDelayMs?: number;
}) {
  const note = useNote(problemId);
  if (note.isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        Loading your note…
      </p>
    );
  }
  if (note.isError) {
    return (
      <Alert>
        <p>Failed to load your note: {errorMessage(note.error)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => note.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  return (
    <NoteForm
      key={problemId}
      problemId={problemId}
      initial={note.data.text}
      saveDelayMs={saveDelayMs}
    />
  );
}

function NoteForm({
  problemId,
  initial,
  saveDelayMs,
}: {
  problemId: string;
  initial: string;
  saveDelayMs: number;
}) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id;
  const fieldId = useId();
  const counterId = `${fieldId}-counter`;
  const statusId = `${fieldId}-status`;
  // What the learner is typing is theirs until it is saved; `saved` is what the server holds.
  const [text, setText] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const sequence = useRef(0);
  const save = useMutation({ mutationFn: (value: string) => api.saveNote(problemId, value) });
  const tooLong = text.length > NOTE_MAX;

  // The newest text and what the server holds, for the save on leaving.
  const latest = useRef({ text, saved });
  latest.current = { text, saved };

  useEffect(() => {
    if (text === saved || tooLong) return;
    const timer = window.setTimeout(() => {
      const mine = ++sequence.current;
      save.mutate(text, {
        onSuccess: (answer) => {
          queryClient.setQueryData(practiceKeys.note(problemId, userId), answer);
          // An older save answering after a newer one changes nothing.
          if (mine !== sequence.current) return;
          setSaved(text);
          setFailure(null);
        },
        onError: (error) => {
          if (mine === sequence.current) setFailure(errorMessage(error));
        },
      });
    }, saveDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, saved, tooLong, saveDelayMs, save.mutate, queryClient, problemId, userId]);

  // Closing the dialog or leaving the tab within the pause still saves what was typed.
  useEffect(
    () => () => {
      const { text: unsaved, saved: stored } = latest.current;
      if (unsaved === stored || unsaved.length > NOTE_MAX) return;
      api.saveNote(problemId, unsaved).then(
        (answer) => queryClient.setQueryData(practiceKeys.note(problemId, userId), answer),
        () => {},
      );
    },
    [problemId, queryClient, userId],
  );

  const status = tooLong
    ? practiceMessages.noteTooLong
    : failure && text !== saved
      ? failure
      : text !== saved
        ? 'Saving…'
        : text !== initial || saved !== initial || initial !== ''
          ? 'Saved'
          : '';
  const isError = tooLong || (failure !== null && text !== saved);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium text-fg">
          Your note
        </label>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={preview}
          onClick={() => setPreview((value) => !value)}
        >
          Preview
        </Button>
      </div>
      {preview ? (
        <div className="min-h-40 rounded-lg border border-border bg-bg px-3 py-2">
          {text.trim() ? (
            <Markdown>{text}</Markdown>
          ) : (
            <p className="text-sm text-muted">Nothing to preview yet.</p>
          )}
        </div>
      ) : (
        <textarea
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={isError || undefined}
          aria-describedby={`${statusId} ${counterId}`}
          placeholder="Ideas, pitfalls, the trick that made it click… (Markdown)"
          className={cx(
            'min-h-56 w-full rounded-lg border bg-bg px-3 py-2 font-mono text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent',
            isError ? 'border-danger' : 'border-border-strong',
          )}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <p
          id={statusId}
          role={isError ? 'alert' : 'status'}
          className={isError ? 'text-danger' : 'text-muted'}
        >
          {status}
        </p>
        <p id={counterId} className={tooLong ? 'text-danger' : 'text-muted'}>
          {count(text.length)} / {count(NOTE_MAX)} characters
        </p>
      </div>
    </div>
  );
}
