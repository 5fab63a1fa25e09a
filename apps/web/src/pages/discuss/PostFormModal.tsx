import { type CreatePostRequest, createPostRequestSchema, type Post } from '@grindstone/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/ApiRequestError';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Modal } from '../../components/ui/Modal';
import { Textarea } from '../../components/ui/Textarea';

export interface PostDraft {
  title: string;
  content: string;
  /** Comma-separated, as typed; the server trims, lower-cases and de-duplicates. */
  tags: string;
}

type DraftErrors = Partial<Record<keyof PostDraft, string>>;

/** The server's own rules, checked before sending: the first problem with each field. */
function draftErrors(draft: PostDraft): DraftErrors {
  const checked = createPostRequestSchema.safeParse(draft);
  const errors: DraftErrors = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0] as keyof PostDraft;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Create New Post (and Edit Post): Title, Content, Tags. Esc or Close dismisses it; a failure
 * shows 'Error: ' and the server's message (or `failureMessage`) and keeps the draft.
 */
export function PostFormModal({
  title,
  submitLabel,
  initial,
  failureMessage,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial: PostDraft;
  failureMessage: string;
  onSubmit: (fields: CreatePostRequest) => Promise<Post>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const field = (name: keyof PostDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = draftErrors(draft);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    setError(null);
    try {
      await onSubmit(draft);
      onClose();
    } catch (failure) {
      const message = errorMessage(failure);
      setError(`Error: ${message === 'Something went wrong' ? failureMessage : message}`);
      setSaving(false);
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        {error ? <Alert>{error}</Alert> : null}
        <Input label="Title" required error={fieldErrors.title} {...field('title')} />
        <Textarea
          label="Content"
          required
          rows={10}
          error={fieldErrors.content}
          {...field('content')}
        />
        <Input
          label="Tags"
          placeholder="e.g. arrays, dp"
          error={fieldErrors.tags}
          {...field('tags')}
        />
        <p className="-mt-2 text-xs text-muted">
          Comma-separated. Content is markdown: **bold**, `code`, ``` fenced blocks ```, links.
        </p>
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
